<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AppModel</name>
    <message>
        <location filename="../../model/app.py" line="162"/>
        <source>No Boggle board was found in &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>In &lt;b&gt;{name}&lt;/b&gt; wurde kein Boggle-Spielfeld gefunden.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="191"/>
        <source>Set die {die} to {face}</source>
        <translation>Würfel {die} auf {face} setzen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="201"/>
        <source>Select a die first, then choose its face.</source>
        <translation>Wählen Sie zuerst einen Würfel, dann seine Seite.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="206"/>
        <source>Die {die} set to {face}</source>
        <translation>Würfel {die} auf {face} gesetzt</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="217"/>
        <source>Change the grid to {side}x{side}</source>
        <translation>Raster auf {side}x{side} ändern</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="228"/>
        <source>Roll a {dice} board</source>
        <translation>Ein Spielfeld {dice} würfeln</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="252"/>
        <source>Showing the board you typed; Ctrl+P shows the photo.</source>
        <translation>Das eingetippte Spielfeld wird gezeigt; Strg+P zeigt das Foto.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="264"/>
        <source>The pasted text is not a board: {error}</source>
        <translation>Der eingefügte Text ist kein Spielfeld: {error}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="270"/>
        <source>Paste a board</source>
        <translation>Spielfeld einfügen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="278"/>
        <source>No uncertain dice left.</source>
        <translation>Keine unsicheren Würfel mehr.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="286"/>
        <source>Reading &lt;b&gt;{name}&lt;/b&gt;…</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="307"/>
        <source>Reading cancelled; the board is as it was.</source>
        <translation>Lesen abgebrochen; das Spielfeld bleibt, wie es war.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="321"/>
        <source>Read {name}</source>
        <translation>{name} lesen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="333"/>
        <source>Board read. Click any die to correct it.</source>
        <translation>Spielfeld gelesen. Klicken Sie auf einen Würfel, um ihn zu korrigieren.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="373"/>
        <source>Open {name} (no board found)</source>
        <translation>{name} öffnen (kein Spielfeld gefunden)</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="394"/>
        <source>{name} has changed; showing the board only.</source>
        <translation>{name} hat sich geändert; nur das Spielfeld wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="466"/>
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Das Wörterbuch wird noch geladen; versuchen Sie es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../banner.py" line="31"/>
        <location filename="../banner.py" line="114"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../board_editing.py" line="130"/>
        <source>Type a board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
</context>
<context>
    <name>BoardEntryDialog</name>
    <message>
        <location filename="../board_entry.py" line="29"/>
        <source>Type the board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="31"/>
        <source>Type the faces as they lie in the tray.</source>
        <translation>Tippen Sie die Seiten so ein, wie sie im Spielfeld liegen.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="35"/>
        <source>One row per line, or rows split by &lt;b&gt;/&lt;/b&gt; or by spaces (TNTB GDAR ELTE SISH). Letters side by side or separated by spaces or commas. &lt;b&gt;Q&lt;/b&gt; means Qu; two-letter faces: An Er He In Th (with spaces or commas); &lt;b&gt;*&lt;/b&gt; is a blank.</source>
        <translation>Eine Reihe pro Zeile, oder Reihen getrennt durch &lt;b&gt;/&lt;/b&gt; oder durch Leerzeichen (TNTB GDAR ELTE SISH). Buchstaben nebeneinander oder durch Leerzeichen oder Kommas getrennt. &lt;b&gt;Q&lt;/b&gt; steht für Qu; Seiten mit zwei Buchstaben: An Er He In Th (mit Leerzeichen oder Kommas); &lt;b&gt;*&lt;/b&gt; ist eine leere Seite.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="83"/>
        <source>A {rows} x {cols} board.</source>
        <translation>Ein Spielfeld mit {rows} x {cols}.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../camera.py" line="66"/>
        <source>Camera support is not installed (QtMultimedia: {error})</source>
        <translation>Die Kameraunterstützung ist nicht installiert (QtMultimedia: {error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="72"/>
        <source>No camera backend is available ({error})</source>
        <translation>Kein Kamera-Backend verfügbar ({error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="76"/>
        <source>No camera found on this computer</source>
        <translation>Keine Kamera an diesem Computer gefunden</translation>
    </message>
</context>
<context>
    <name>Dictionaries</name>
    <message>
        <location filename="../../model/dictionaries.py" line="49"/>
        <source>ENABLE (bundled)</source>
        <translation>ENABLE (mitgeliefert)</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="51"/>
        <source>System words ({path})</source>
        <translation>Systemwörter ({path})</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="71"/>
        <source>No system word list: {path} does not exist</source>
        <translation>Keine Systemwortliste: {path} existiert nicht</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="78"/>
        <source>System words</source>
        <translation>Systemwörter</translation>
    </message>
</context>
<context>
    <name>EditionMenu</name>
    <message>
        <location filename="../../model/edition.py" line="42"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="43"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="44"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="45"/>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="46"/>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <location filename="../edition_menu.py" line="50"/>
        <source>&amp;Game language</source>
        <translation>&amp;Spielsprache</translation>
    </message>
    <message>
        <location filename="../edition_menu.py" line="52"/>
        <source>The language of the dice and the dictionary</source>
        <translation>Die Sprache der Würfel und des Wörterbuchs</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../model/error_text.py" line="28"/>
        <source>the board is empty</source>
        <translation>das Spielfeld ist leer</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="29"/>
        <source>the board text is empty</source>
        <translation>der Text des Spielfelds ist leer</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="30"/>
        <source>the board text has an empty row</source>
        <translation>der Text des Spielfelds hat eine leere Reihe</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="31"/>
        <source>row {row} has {count} but row 1 has {first}: every row needs the same number of faces</source>
        <translation>Reihe {row} hat {count}, Reihe 1 aber {first}: jede Reihe braucht gleich viele Seiten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="35"/>
        <source>row {row}, face {column}: “{face}” is not a Boggle face</source>
        <translation>Reihe {row}, Seite {column}: „{face}“ ist keine Boggle-Seite</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="38"/>
        <source>row {row}, face {column}: “{face}” is not a Boggle face (use A-Z, Qu, An, Er, He, In, Th, Ñ or {blank} for a blank)</source>
        <translation>Reihe {row}, Seite {column}: „{face}“ ist keine Boggle-Seite (erlaubt sind A-Z, Qu, An, Er, He, In, Th, Ñ oder {blank} für eine leere Seite)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="43"/>
        <source>a board is at most {side} x {side} faces</source>
        <translation>ein Spielfeld hat höchstens {side} x {side} Seiten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="44"/>
        <source>{count} in one row: a row holds at most {side} faces, and {number} is not a square number (16 faces make a 4x4 board, 25 a 5x5, 36 a 6x6): write the rows separated by /, like ABCD/EFGH/IJKL/MNOP</source>
        <translation>{count} in einer Reihe: eine Reihe hat höchstens {side} Seiten, und {number} ist keine Quadratzahl (16 Seiten ergeben ein 4x4-Spielfeld, 25 ein 5x5, 36 ein 6x6): trennen Sie die Reihen mit /, etwa ABCD/EFGH/IJKL/MNOP</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="50"/>
        <source>“{row}” is not one face, but “{face}” is: write the rows separated by / or new lines (ABCD/EFGH), or by spaces when every row has the same number of faces (ABCD EFGH)</source>
        <translation>„{row}“ ist keine einzelne Seite, „{face}“ aber schon: trennen Sie die Reihen durch / oder Zeilenumbrüche (ABCD/EFGH), oder durch Leerzeichen, wenn jede Reihe gleich viele Seiten hat (ABCD EFGH)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="56"/>
        <source>{name} is a damaged gzip file</source>
        <translation>{name} ist eine beschädigte gzip-Datei</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="57"/>
        <source>{name} is empty</source>
        <translation>{name} ist leer</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="58"/>
        <source>{name} is larger than {megabytes} MB; is it a word list?</source>
        <translation>{name} ist größer als {megabytes} MB; ist das eine Wortliste?</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="61"/>
        <source>{name} is a binary file, not a word list (one word per line)</source>
        <translation>{name} ist eine Binärdatei, keine Wortliste (ein Wort pro Zeile)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="64"/>
        <source>{name} is not UTF-8 text (line {line} has the byte {byte}): save it as UTF-8 and load it again</source>
        <translation>{name} ist kein UTF-8-Text (Zeile {line} enthält das Byte {byte}): speichern Sie sie als UTF-8 und laden Sie sie erneut</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="69"/>
        <source>{name} was converted to UTF-8 twice (line {line} has “{found}” where one accented letter belongs): use the original file</source>
        <translation>{name} wurde zweimal nach UTF-8 umgewandelt (Zeile {line} enthält „{found}“ statt eines Buchstabens mit Akzent oder Umlaut): nehmen Sie die Originaldatei</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="74"/>
        <source>{name} mixes scripts: line {line} (“{entry}”) is not in Latin letters, as this language&apos;s words are</source>
        <translation>{name} mischt Schriften: Zeile {line} („{entry}“) ist nicht in lateinischen Buchstaben geschrieben wie die Wörter dieser Sprache</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="79"/>
        <source>{name} has no usable words: a word list needs one word per line</source>
        <translation>{name} hat keine brauchbaren Wörter: eine Wortliste hat ein Wort pro Zeile</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="82"/>
        <source>there is no system word list at {path} (on Debian or Ubuntu: sudo apt-get install {package})</source>
        <translation>unter {path} gibt es keine Wortliste des Systems (unter Debian oder Ubuntu: sudo apt-get install {package})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="87"/>
        <source>the {language} word list is not installed ({path} is missing): install Debian&apos;s {package} package (sudo apt-get install {package})</source>
        <translation>die Wortliste für {language} ist nicht installiert ({path} fehlt): installieren Sie das Debian-Paket {package} (sudo apt-get install {package})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="93"/>
        <source>{path} was not found</source>
        <translation>{path} wurde nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="94"/>
        <source>{path} is a folder, not a file</source>
        <translation>{path} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="95"/>
        <source>{path} may not be read (permission denied)</source>
        <translation>{path} darf nicht gelesen werden (keine Berechtigung)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="96"/>
        <source>{path} could not be read ({problem})</source>
        <translation>{path} konnte nicht gelesen werden ({problem})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="98"/>
        <source>the file is empty: it is not an image</source>
        <translation>die Datei ist leer: sie ist kein Bild</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="99"/>
        <source>the file is not an image (not JPEG, PNG, HEIC, WebP, BMP or TIFF)</source>
        <translation>die Datei ist kein Bild (weder JPEG, PNG, HEIC, WebP, BMP noch TIFF)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="102"/>
        <source>{kind} images are not supported; export the photo as JPEG or PNG</source>
        <translation>{kind}-Bilder werden nicht unterstützt; exportieren Sie das Foto als JPEG oder PNG</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="105"/>
        <source>the image is truncated or damaged</source>
        <translation>das Bild ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="106"/>
        <source>the image has no pixels</source>
        <translation>das Bild hat keine Pixel</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="107"/>
        <source>the file claims {width} x {height} pixels in only {kilobytes} KB: it is damaged, or a decompression bomb</source>
        <translation>die Datei gibt {width} x {height} Pixel in nur {kilobytes} KB an: sie ist beschädigt oder eine Dekompressionsbombe</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="112"/>
        <source>the image is {width} x {height} pixels ({megapixels} megapixels); the limit is {limit} megapixels</source>
        <translation>das Bild hat {width} x {height} Pixel ({megapixels} Megapixel); die Grenze liegt bei {limit} Megapixeln</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="117"/>
        <source>the file is not an image</source>
        <translation>die Datei ist kein Bild</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="118"/>
        <source>the image&apos;s pixel type is not supported</source>
        <translation>der Pixeltyp des Bildes wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="119"/>
        <source>the HEIC image is truncated or damaged</source>
        <translation>das HEIC-Bild ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="120"/>
        <source>the HEIC image has no colour picture in it</source>
        <translation>das HEIC-Bild enthält kein Farbbild</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="121"/>
        <source>HEIC images need the pillow-heif package: pip install pillow-heif</source>
        <translation>HEIC-Bilder brauchen das Paket pillow-heif: pip install pillow-heif</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="125"/>
        <source>no Boggle board found</source>
        <translation>kein Boggle-Spielfeld gefunden</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="126"/>
        <source>no frames to read</source>
        <translation>keine Bilder zum Lesen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="127"/>
        <source>no Boggle board found in any of the {frames} frames</source>
        <translation>in keinem der {frames} Bilder ein Boggle-Spielfeld gefunden</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="130"/>
        <source>reading cancelled</source>
        <translation>Lesen abgebrochen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="132"/>
        <source>an outline needs 4 corners of X,Y each, not {count}</source>
        <translation>ein Umriss braucht 4 Ecken aus je X,Y, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="135"/>
        <source>a corner of the outline is not two numbers</source>
        <translation>eine Ecke des Umrisses besteht nicht aus zwei Zahlen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="138"/>
        <source>a corner of the outline is not two finite numbers</source>
        <translation>eine Ecke des Umrisses besteht nicht aus zwei endlichen Zahlen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="141"/>
        <source>the corner {corner} is far off the photo ({width} x {height} pixels)</source>
        <translation>die Ecke {corner} liegt weit außerhalb des Fotos ({width} x {height} Pixel)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="144"/>
        <source>two corners are on top of each other: an outline needs four corners apart</source>
        <translation>zwei Ecken liegen aufeinander: ein Umriss braucht vier getrennte Ecken</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="147"/>
        <source>the four corners are on one line: give the board&apos;s four corners</source>
        <translation>die vier Ecken liegen auf einer Linie: geben Sie die vier Ecken des Spielfelds an</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="150"/>
        <source>the corners cross or fold in: give them in order round the board</source>
        <translation>die Ecken überkreuzen sich oder knicken nach innen: geben Sie sie der Reihe nach um das Spielfeld an</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="153"/>
        <source>no Boggle dice inside the outline</source>
        <translation>keine Boggle-Würfel im Umriss</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="154"/>
        <source>an outline is at most {limit} characters</source>
        <translation>ein Umriss hat höchstens {limit} Zeichen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="155"/>
        <source>not a video that can be decoded (damaged, or not a video at all)</source>
        <translation>kein lesbares Video (beschädigt oder gar kein Video)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="158"/>
        <source>no frame of this video could be decoded</source>
        <translation>kein Bild dieses Videos ließ sich dekodieren</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="159"/>
        <source>the model file {file} is missing; reinstall Boggle Lens</source>
        <translation>die Modelldatei {file} fehlt; installieren Sie Boggle Lens neu</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="162"/>
        <source>the model file {file} is damaged; reinstall Boggle Lens</source>
        <translation>die Modelldatei {file} ist beschädigt; installieren Sie Boggle Lens neu</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="166"/>
        <source>a round needs at least one player</source>
        <translation>eine Runde braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="167"/>
        <source>no player called {name}</source>
        <translation>kein Spieler heißt {name}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="168"/>
        <source>players are chosen before the round starts</source>
        <translation>die Spieler werden vor Beginn der Runde gewählt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="171"/>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="172"/>
        <source>there is already a player called {name}</source>
        <translation>es gibt schon einen Spieler namens {name}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="173"/>
        <source>the round is already scored</source>
        <translation>die Runde ist schon gewertet</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="174"/>
        <source>the rules are set before the round starts</source>
        <translation>die Regeln werden vor Beginn der Runde festgelegt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="177"/>
        <source>the round&apos;s length is set before it starts</source>
        <translation>die Dauer der Runde wird vor ihrem Beginn festgelegt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="180"/>
        <source>the round is paused</source>
        <translation>die Runde ist pausiert</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="181"/>
        <source>start the round to enter words</source>
        <translation>starten Sie die Runde, um Wörter einzugeben</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="182"/>
        <source>lists are pasted in once the time is up</source>
        <translation>Listen werden eingefügt, wenn die Zeit um ist</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="185"/>
        <source>a player&apos;s name cannot hold control characters</source>
        <translation>der Name eines Spielers darf keine Steuerzeichen enthalten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="188"/>
        <source>a player&apos;s name is at most {limit} characters</source>
        <translation>der Name eines Spielers hat höchstens {limit} Zeichen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="191"/>
        <source>the host removed this player from the table</source>
        <translation>der Host hat diesen Spieler vom Tisch entfernt</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="192"/>
        <source>the board is fixed while a round is on</source>
        <translation>das Spielfeld bleibt während einer Runde, wie es ist</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="193"/>
        <source>the host starts, pauses and ends the rounds</source>
        <translation>der Host startet, pausiert und beendet die Runden</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="196"/>
        <source>a round is already on</source>
        <translation>es läuft schon eine Runde</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="197"/>
        <source>no round is on</source>
        <translation>es läuft keine Runde</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="198"/>
        <source>no photo to read again: snap one first</source>
        <translation>kein Foto zum erneuten Lesen: machen Sie zuerst eines</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="199"/>
        <source>a word is at most {limit} letters</source>
        <translation>ein Wort hat höchstens {limit} Buchstaben</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="200"/>
        <source>type a word</source>
        <translation>gib ein Wort ein</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="201"/>
        <source>a photo is at most {megabytes} MB</source>
        <translation>ein Foto ist höchstens {megabytes} MB groß</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="202"/>
        <source>the upload is empty: send the photo as the body, or the field &apos;photo&apos;</source>
        <translation>die Sendung ist leer: schick das Foto als Inhalt der Anfrage oder im Feld „photo“</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="205"/>
        <source>the form has no field named &quot;photo&quot;</source>
        <translation>das Formular hat kein Feld namens „photo“</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="206"/>
        <source>names and words cannot hold the invisible or unpaired character {code}</source>
        <translation>Namen und Wörter dürfen das unsichtbare oder einzelne Zeichen {code} nicht enthalten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="209"/>
        <source>this phone has not joined as that player: join first</source>
        <translation>dieses Handy ist nicht als dieser Spieler beigetreten: erst beitreten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="212"/>
        <source>another phone plays as {name} at this table</source>
        <translation>ein anderes Handy spielt an diesem Tisch als {name}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="215"/>
        <source>a table has at most {limit} players</source>
        <translation>ein Tisch hat höchstens {limit} Spieler</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="216"/>
        <source>at most {rate} words a second: wait a moment</source>
        <translation>höchstens {rate} Wörter pro Sekunde: einen Moment warten</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="219"/>
        <source>the table could not write to its disk: try again</source>
        <translation>der Tisch konnte nicht auf seine Festplatte schreiben: noch einmal versuchen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="222"/>
        <source>{limit} photos are on their way already: try again in a moment</source>
        <translation>{limit} Fotos sind schon unterwegs: gleich noch einmal versuchen</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="225"/>
        <source>a list holds at most {limit} words</source>
        <translation>eine Liste hat höchstens {limit} Wörter</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="231"/>
        <source>%n face</source>
        <translation>%n Seite</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="231"/>
        <source>%n faces</source>
        <translation>%n Seiten</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../errors.py" line="35"/>
        <source>Boggle Lens: unexpected error</source>
        <translation>Boggle Lens: unerwarteter Fehler</translation>
    </message>
    <message>
        <location filename="../errors.py" line="37"/>
        <source>Something went wrong that the app did not expect. Your board is saved; you can keep going. Please report this with the details below.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen. Ihr Spielfeld ist gespeichert; Sie können weitermachen. Bitte melden Sie dies mit den Details unten.</translation>
    </message>
</context>
<context>
    <name>FacePicker</name>
    <message>
        <location filename="../face_picker.py" line="75"/>
        <source>Could be:</source>
        <translation>Vielleicht:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="79"/>
        <source>Set the selected die to {face}</source>
        <translation>Den gewählten Würfel auf {face} setzen</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="97"/>
        <source>Set the selected die to {face}: the reader&apos;s next guess for it (key {key})</source>
        <translation>Den gewählten Würfel auf {face} setzen: die nächste Vermutung des Lesers (Taste {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="100"/>
        <source>Set the selected die to {face}: another of the reader&apos;s guesses for it (key {key})</source>
        <translation>Den gewählten Würfel auf {face} setzen: eine weitere Vermutung des Lesers (Taste {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="106"/>
        <source>Click a die and type its letter, or:</source>
        <translation>Klicken Sie auf einen Würfel und tippen Sie seinen Buchstaben, oder:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="107"/>
        <source>or:</source>
        <translation>oder:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="149"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
</context>
<context>
    <name>GreatBoard</name>
    <message>
        <location filename="../../model/great_board.py" line="135"/>
        <source>The search stopped: {error}</source>
        <translation>Die Suche wurde abgebrochen: {error}</translation>
    </message>
    <message>
        <location filename="../../model/great_board.py" line="147"/>
        <source>Load a great board ({score} points)</source>
        <translation>Ein tolles Spielfeld laden ({score} Punkte)</translation>
    </message>
    <message>
        <location filename="../../model/great_board.py" line="155"/>
        <source>Loaded a great board: {rows}, {score} points by the {rules} rules of its size.</source>
        <translation>Tolles Spielfeld geladen: {rows}, {score} Punkte nach den Regeln „{rules}“ seiner Größe.</translation>
    </message>
</context>
<context>
    <name>GreatBoardDialog</name>
    <message>
        <location filename="../great_board_dialog.py" line="49"/>
        <source>Find a great board</source>
        <translation>Ein tolles Spielfeld finden</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="55"/>
        <source>Searches for the highest-scoring board it can find in the time you give it, as &lt;tt&gt;boggle-lens best&lt;/tt&gt; does: from a random roll it turns and swaps dice while the score rises, then shakes up a few dice and climbs again, keeping the best board it finds, and shows that board. The best 4x4 board known scores 3,623 points with ENABLE.</source>
        <translation>Sucht in der vorgegebenen Zeit das Spielfeld mit der höchsten Punktzahl, wie &lt;tt&gt;boggle-lens best&lt;/tt&gt;: Von einem zufälligen Wurf aus dreht und tauscht sie Würfel, solange die Punktzahl steigt, schüttelt dann einige Würfel neu und steigt wieder auf, behält das beste gefundene Spielfeld und zeigt es an. Das beste bekannte 4x4-Spielfeld erzielt 3.623 Punkte mit ENABLE.</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="70"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="73"/>
        <source>Unticked, any letter may be on any die (Qu for Q)</source>
        <translation>Ohne Häkchen darf jeder Buchstabe auf jedem Würfel sein (Qu für Q)</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="80"/>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="82"/>
        <source>S&amp;top and use it</source>
        <translation>S&amp;toppen und verwenden</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="84"/>
        <source>End the search now and put its best board so far on screen</source>
        <translation>Die Suche jetzt beenden und ihr bisher bestes Spielfeld zeigen</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="86"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="88"/>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="89"/>
        <source>Search for</source>
        <translation>Suchen für</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="131"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="143"/>
        <source>Only boards the {dice} dice can show</source>
        <translation>Nur Spielfelder, die die Würfel {dice} zeigen können</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="150"/>
        <source>Best so far: &lt;b&gt;{score} points&lt;/b&gt; &lt;tt&gt;{board}&lt;/tt&gt;&lt;br&gt;{tried} boards tried</source>
        <translation>Bisher am besten: &lt;b&gt;{score} Punkte&lt;/b&gt; &lt;tt&gt;{board}&lt;/tt&gt;&lt;br&gt;{tried} Spielfelder probiert</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../model/history.py" line="38"/>
        <source>cannot open the history file {path}: {error}</source>
        <translation>die Verlaufsdatei {path} lässt sich nicht öffnen: {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="39"/>
        <source>cannot write to the history file {path}: {error}</source>
        <translation>in die Verlaufsdatei {path} lässt sich nicht schreiben: {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="40"/>
        <source>cannot read the history file {path}: {error}</source>
        <translation>die Verlaufsdatei {path} lässt sich nicht lesen: {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="86"/>
        <source>cannot create the history folder {path}: {error}</source>
        <translation>der Verlaufsordner {path} lässt sich nicht anlegen: {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="94"/>
        <source>The history file {path} was damaged ({damage}). It was moved to {moved} and a new, empty history was started.</source>
        <translation>Die Verlaufsdatei {path} war beschädigt ({damage}). Sie wurde nach {moved} verschoben, und ein neuer, leerer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="103"/>
        <source>cannot start a new history at {path}: {error}</source>
        <translation>unter {path} lässt sich kein neuer Verlauf beginnen: {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="140"/>
        <source>the history file {path} was written by a newer Boggle Lens (schema version {version}; this one knows up to {known}). It was left as it is: update Boggle Lens to read it.</source>
        <translation>die Verlaufsdatei {path} stammt von einem neueren Boggle Lens (Schema-Version {version}; diese Version kennt bis {known}). Sie bleibt unverändert: aktualisieren Sie Boggle Lens, um sie zu lesen.</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="177"/>
        <source>the history file {path} is damaged and could not be moved aside: {error}</source>
        <translation>die Verlaufsdatei {path} ist beschädigt und konnte nicht beiseitegelegt werden: {error}</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../history_window.py" line="33"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="35"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="36"/>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="37"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="38"/>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="39"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="50"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="58"/>
        <source>Rounds played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="64"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="65"/>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportieren…</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="67"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="74"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="75"/>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="112"/>
        <source>%n round</source>
        <translation>%n Runde</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="113"/>
        <source>%n rounds</source>
        <translation>%n Runden</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="131"/>
        <source>Export the rounds as {kind}</source>
        <translation>Die Runden als {kind} exportieren</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="140"/>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../../model/launch.py" line="43"/>
        <source>Board from the command line</source>
        <translation>Spielfeld von der Kommandozeile</translation>
    </message>
</context>
<context>
    <name>LiveFeeds</name>
    <message>
        <location filename="../live_feeds.py" line="74"/>
        <source>{name} was disconnected.</source>
        <translation>{name} wurde getrennt.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="94"/>
        <source>There is no video file {path}.</source>
        <translation>Es gibt keine Videodatei {path}.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="110"/>
        <source>the file is not a video</source>
        <translation>die Datei ist kein Video</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="112"/>
        <location filename="../live_feeds.py" line="122"/>
        <source>Could not play {name}: {why}.</source>
        <translation>{name} kann nicht abgespielt werden: {why}.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="118"/>
        <source>{name} has no video in it.</source>
        <translation>{name} enthält kein Video.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="120"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="131"/>
        <source>{name} ended before a single frame could be shown.</source>
        <translation>{name} endete, bevor ein einziges Bild gezeigt werden konnte.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="139"/>
        <source>{name} stopped at {stopped} s of {length} s: the file seems cut short.</source>
        <translation>{name} stoppte bei {stopped} s von {length} s: die Datei scheint abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="143"/>
        <source>{name} has ended.</source>
        <translation>{name} ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="163"/>
        <source>the camera</source>
        <translation>die Kamera</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="188"/>
        <source>it stopped responding</source>
        <translation>sie reagiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="189"/>
        <source>The camera failed: {why}.</source>
        <translation>Die Kamera ist ausgefallen: {why}.</translation>
    </message>
</context>
<context>
    <name>LiveLaunch</name>
    <message>
        <location filename="../live_launch.py" line="88"/>
        <source>Camera unavailable: {reason}</source>
        <translation>Kamera nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <location filename="../live_launch.py" line="104"/>
        <source>Scan a video of a board</source>
        <translation>Video eines Spielfelds scannen</translation>
    </message>
    <message>
        <location filename="../live_launch.py" line="123"/>
        <source>Could not keep the captured frame: {error}</source>
        <translation>Das aufgenommene Bild konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>LiveScan</name>
    <message>
        <location filename="../../model/live_scan.py" line="123"/>
        <location filename="../../model/live_scan.py" line="185"/>
        <source>Looking for the board…</source>
        <translation>Spielfeld wird gesucht…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="189"/>
        <source>The board runs off the edge: move back a bit.</source>
        <translation>Das Spielfeld ragt über den Rand: geh etwas zurück.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="192"/>
        <source>Board found: hold still…</source>
        <translation>Spielfeld gefunden: stillhalten…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="194"/>
        <source>Holding steady…</source>
        <translation>Ruhig halten…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="272"/>
        <source>{why} Reading the frames seen…</source>
        <translation>{why} Die gesehenen Bilder werden gelesen…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="275"/>
        <source>Reading the dice…</source>
        <translation>Würfel werden gelesen…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="287"/>
        <source>Board captured.</source>
        <translation>Spielfeld erfasst.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="294"/>
        <source>%n die not sure yet: keep holding still, or press Capture.</source>
        <translation>%n Würfel noch unsicher: weiter stillhalten oder auf Erfassen drücken.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="300"/>
        <source>%n dice not sure yet: keep holding still, or press Capture.</source>
        <translation>%n Würfel noch unsicher: weiter stillhalten oder auf Erfassen drücken.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="316"/>
        <source>Could not read the board: {reason}</source>
        <translation>Das Spielfeld konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="318"/>
        <source>Not readable yet: {reason}</source>
        <translation>Noch nicht lesbar: {reason}</translation>
    </message>
</context>
<context>
    <name>LiveScanner</name>
    <message>
        <location filename="../live_scanner.py" line="72"/>
        <source>Scan a board</source>
        <translation>Spielfeld scannen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="90"/>
        <source>Looking for the board…</source>
        <translation>Spielfeld wird gesucht…</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="94"/>
        <source>Which camera to scan with</source>
        <translation>Mit welcher Kamera gescannt wird</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="97"/>
        <source>The camera&apos;s resolution: more pixels read small dice</source>
        <translation>Die Auflösung der Kamera: mehr Pixel lesen kleine Würfel</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="99"/>
        <source>Open video…</source>
        <translation>Video öffnen…</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="101"/>
        <source>Scan a video file instead (or drop one on the preview)</source>
        <translation>Stattdessen eine Videodatei scannen (oder eine auf die Vorschau ziehen)</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="103"/>
        <source>Capture on its own</source>
        <translation>Selbst erfassen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="105"/>
        <source>Capture as soon as the board holds still and every die reads</source>
        <translation>Erfassen, sobald das Spielfeld stillhält und jeder Würfel lesbar ist</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="108"/>
        <source>Capture</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="109"/>
        <source>Read the board from the frames seen so far, now</source>
        <translation>Das Spielfeld jetzt aus den bisher gesehenen Bildern lesen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="112"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="115"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="164"/>
        <source>No camera found on this computer: open a video instead.</source>
        <translation>Keine Kamera an diesem Computer: öffne stattdessen ein Video.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="172"/>
        <source>That camera is no longer connected.</source>
        <translation>Diese Kamera ist nicht mehr angeschlossen.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="185"/>
        <source>Scan a board: {name}</source>
        <translation>Spielfeld scannen: {name}</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="204"/>
        <source>No camera</source>
        <translation>Keine Kamera</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="215"/>
        <source>Camera&apos;s own</source>
        <translation>Wie die Kamera</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="247"/>
        <source>Scan a video of a board</source>
        <translation>Video eines Spielfelds scannen</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="273"/>
        <source>Looking for the board failed: {message}</source>
        <translation>Die Suche nach dem Spielfeld ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="289"/>
        <source>Nothing to capture yet: no frame has come in.</source>
        <translation>Noch nichts zu erfassen: es ist kein Bild angekommen.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="300"/>
        <source>Read: {letters}</source>
        <translation>Gelesen: {letters}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="195"/>
        <source>Camera unavailable: {reason}</source>
        <translation>Kamera nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241"/>
        <source>Drag a corner onto the board&apos;s corner, or move the orange one with the arrow keys (Shift: larger steps) and press F4 for the next</source>
        <translation>Ziehen Sie eine Ecke auf die Ecke des Spielfelds, oder bewegen Sie die orangefarbene mit den Pfeiltasten (Umschalt: größere Schritte) und drücken Sie F4 für die nächste</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="266"/>
        <source>reading the photo</source>
        <translation>Foto wird gelesen</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="281"/>
        <source>Dictionary: loading {name}…</source>
        <translation>Wörterbuch: {name} wird geladen…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Dictionary: compiling {name} for its first use… {percent}%</source>
        <translation>Wörterbuch: {name} wird für die erste Verwendung kompiliert… {percent} %</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="54"/>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="105"/>
        <source>The rounds played cannot be shown: {reason}</source>
        <translation>Die gespielten Runden lassen sich nicht zeigen: {reason}</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="137"/>
        <source>Playing by the standard rules: {reason}</source>
        <translation>Gespielt wird nach den Standardregeln: {reason}</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="158"/>
        <source>The board has changed since the round began.</source>
        <translation>Das Spielfeld hat sich seit Beginn der Runde geändert.</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="23"/>
        <source>Grid size</source>
        <translation>Rastergröße</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="24"/>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="30"/>
        <source>Dictionary: loading…</source>
        <translation>Wörterbuch: wird geladen…</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="50"/>
        <source>The windows of a game under way change language when next opened.</source>
        <translation>Die Fenster eines laufenden Spiels wechseln die Sprache beim nächsten Öffnen.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="376"/>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
</context>
<context>
    <name>OutlineMoves</name>
    <message>
        <location filename="../../model/outline_moves.py" line="66"/>
        <source>Reading the board inside the corners…</source>
        <translation>Spielfeld innerhalb der Ecken wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../model/outline_moves.py" line="95"/>
        <source>Board read inside the corners.</source>
        <translation>Spielfeld innerhalb der Ecken gelesen.</translation>
    </message>
    <message>
        <location filename="../../model/outline_moves.py" line="118"/>
        <source>Move the corners</source>
        <translation>Ecken verschieben</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../table_panels.py" line="94"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="96"/>
        <source>Send the selected phone away; its player cannot rejoin</source>
        <translation>Das gewählte Handy wegschicken; sein Spieler kann nicht wieder beitreten</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="123"/>
        <source>Phones ({count})</source>
        <translation>Handys ({count})</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="125"/>
        <source>Phones: none yet</source>
        <translation>Handys: noch keins</translation>
    </message>
</context>
<context>
    <name>PhotoInput</name>
    <message>
        <location filename="../photo_input.py" line="22"/>
        <source>Photos ({patterns});;All files (*)</source>
        <translation>Fotos ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../photo_input.py" line="28"/>
        <source>Videos ({patterns});;All files (*)</source>
        <translation>Videos ({patterns});;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PhotoReading</name>
    <message>
        <location filename="../photo_reading.py" line="51"/>
        <source>The photo reader is not available in this build; type the board in instead.</source>
        <translation>Das Lesen von Fotos ist in dieser Version nicht verfügbar; tippen Sie das Spielfeld stattdessen ein.</translation>
    </message>
    <message>
        <location filename="../photo_reading.py" line="91"/>
        <source>opening the photo</source>
        <translation>Foto wird geöffnet</translation>
    </message>
</context>
<context>
    <name>PhotoSources</name>
    <message>
        <location filename="../photo_sources.py" line="72"/>
        <source>Open a photo of a board</source>
        <translation>Foto eines Spielfelds öffnen</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="101"/>
        <source>The clipboard holds no image, file or board.</source>
        <translation>Die Zwischenablage enthält weder Bild noch Datei noch Spielfeld.</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="108"/>
        <source>Could not keep the pasted image: {error}</source>
        <translation>Das eingefügte Bild konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="121"/>
        <source>Could not keep the dropped image: {error}</source>
        <translation>Das abgelegte Bild konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>PlayersEditor</name>
    <message>
        <location filename="../round_players.py" line="28"/>
        <source>Double-click a name to change it</source>
        <translation>Doppelklick auf einen Namen, um ihn zu ändern</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="29"/>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="30"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="42"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="82"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
</context>
<context>
    <name>ReadProgress</name>
    <message>
        <location filename="../read_progress.py" line="33"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="34"/>
        <source>Stop reading; the board stays as it was</source>
        <translation>Lesen abbrechen; das Spielfeld bleibt, wie es war</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="47"/>
        <source>loading the photo</source>
        <translation>Foto wird geladen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="48"/>
        <source>finding the board</source>
        <translation>Spielfeld wird gesucht</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="49"/>
        <source>reading the dice</source>
        <translation>Würfel werden gelesen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="50"/>
        <source>choosing the sharpest frames</source>
        <translation>die schärfsten Bilder werden gewählt</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="51"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../model/reading.py" line="61"/>
        <source>Type the board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="62"/>
        <source>Open the photo again</source>
        <translation>Foto erneut öffnen</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="63"/>
        <source>Move the corners</source>
        <translation>Ecken verschieben</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="64"/>
        <source>Take the photo again</source>
        <translation>Foto neu aufnehmen</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="103"/>
        <source>the photo</source>
        <translation>dem Foto</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="109"/>
        <source>No Boggle board found in {name}. Drag the four corners onto the board&apos;s corners, take the photo again from above with the whole tray in view, or type the board.</source>
        <translation>Kein Boggle-Spielfeld in {name} gefunden. Ziehen Sie die vier Ecken auf die Ecken des Spielfelds, nehmen Sie das Foto von oben mit dem ganzen Kasten im Bild neu auf, oder tippen Sie das Spielfeld ein.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="118"/>
        <source>No Boggle board found in {name}. Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Kein Boggle-Spielfeld in {name} gefunden. Versuchen Sie ein Foto von oben, auf dem das ganze Spielfeld zu sehen ist, oder tippen Sie das Spielfeld ein.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="124"/>
        <source>No Boggle board found in {name} ({detail}). Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Kein Boggle-Spielfeld in {name} gefunden ({detail}). Versuchen Sie ein Foto von oben, auf dem das ganze Spielfeld zu sehen ist, oder tippen Sie das Spielfeld ein.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="136"/>
        <source>Could not open {name}: {reason}</source>
        <translation>{name} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="139"/>
        <source>Reading {name} failed unexpectedly: {error}: {reason}</source>
        <translation>Das Lesen von {name} ist unerwartet fehlgeschlagen: {error}: {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="156"/>
        <source>Showing your board from before &lt;b&gt;{name}&lt;/b&gt;, the photo on screen when Boggle Lens last closed. {reason}</source>
        <translation>Gezeigt wird Ihr Spielfeld von vor &lt;b&gt;{name}&lt;/b&gt;, dem Foto, das beim letzten Schließen von Boggle Lens zu sehen war. {reason}</translation>
    </message>
</context>
<context>
    <name>Round</name>
    <message>
        <location filename="../../model/round.py" line="369"/>
        <source>Could not save the round in the history: {error}</source>
        <translation>Die Runde konnte nicht im Verlauf gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../../model/round.py" line="402"/>
        <source>Could not re-score the round in the history: {error}</source>
        <translation>Die Runde konnte im Verlauf nicht neu gewertet werden: {error}</translation>
    </message>
</context>
<context>
    <name>RoundResults</name>
    <message>
        <location filename="../round_results.py" line="117"/>
        <source>Cancel words that more than one player found</source>
        <translation>Wörter streichen, die mehr als ein Spieler fand</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="118"/>
        <source>Classic rules: a word on two lists scores for nobody</source>
        <translation>Klassische Regel: ein Wort auf zwei Listen zählt für niemanden</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="122"/>
        <location filename="../round_results.py" line="168"/>
        <source>Missed word</source>
        <translation>Verpasstes Wort</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="122"/>
        <location filename="../round_results.py" line="168"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Worth</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="188"/>
        <source>{tally} — score {score}</source>
        <translation>{tally} — Punkte {score}</translation>
    </message>
</context>
<context>
    <name>RoundWindow</name>
    <message>
        <location filename="../round_window.py" line="67"/>
        <source>Play a round</source>
        <translation>Eine Runde spielen</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="95"/>
        <location filename="../round_window.py" line="243"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="96"/>
        <location filename="../round_window.py" line="249"/>
        <source>&amp;End the timer</source>
        <translation>Uhr &amp;beenden</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="98"/>
        <source>Stop the clock now, or skip it for lists written on paper</source>
        <translation>Die Uhr jetzt anhalten oder für Listen auf Papier ganz weglassen</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="100"/>
        <source>S&amp;core the round</source>
        <translation>Runde &amp;werten</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="101"/>
        <source>&amp;New round</source>
        <translation>&amp;Neue Runde</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="103"/>
        <source>Another round, with these players, on the board shown</source>
        <translation>Noch eine Runde, mit diesen Spielern, auf dem gezeigten Spielfeld</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="108"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="111"/>
        <source>How long the round lasts (3 minutes is the classic length)</source>
        <translation>Wie lange die Runde dauert (3 Minuten sind klassisch)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="113"/>
        <source>Sound at the end</source>
        <translation>Ton am Ende</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="115"/>
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="117"/>
        <source>Score with letter values and bonus dice from a TOML file (see the README)</source>
        <translation>Mit Buchstabenwerten und Bonuswürfeln aus einer TOML-Datei werten (siehe README)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="119"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="125"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="139"/>
        <source>Who is typing (Ctrl+1, Ctrl+2, …)</source>
        <translation>Wer tippt (Strg+1, Strg+2, …)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="141"/>
        <source>Type a word and press Enter</source>
        <translation>Ein Wort tippen und Eingabe drücken</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="149"/>
        <source>A list from paper: one word per line</source>
        <translation>Eine Liste vom Papier: ein Wort pro Zeile</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="151"/>
        <source>&amp;Add this list</source>
        <translation>Diese Liste &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="174"/>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="175"/>
        <source>Your style</source>
        <translation>Dein Stil</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="239"/>
        <source>&amp;Resume</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="241"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="247"/>
        <source>No timer: &amp;lists from paper</source>
        <translation>Ohne Uhr: &amp;Listen vom Papier</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="266"/>
        <source>Type the words from paper, or paste a list below</source>
        <translation>Die Wörter vom Papier eintippen oder unten eine Liste einfügen</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="282"/>
        <source>Time&apos;s up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="293"/>
        <source>Time&apos;s up! Type or paste the lists from paper, then Score.</source>
        <translation>Die Zeit ist um! Listen vom Papier eintippen oder einfügen, dann werten.</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="352"/>
        <source>by board size</source>
        <translation>nach Spielfeldgröße</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="353"/>
        <source>Rules: {name}</source>
        <translation>Regeln: {name}</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="365"/>
        <source>These house rules cannot be used: {error}</source>
        <translation>Diese Hausregeln sind nicht verwendbar: {error}</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="375"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="375"/>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Hausregeln (*.toml);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>RoundWording</name>
    <message>
        <location filename="../../model/round_wording.py" line="11"/>
        <source>counted</source>
        <translation>gezählt</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="12"/>
        <source>cancelled: another player found it</source>
        <translation>gestrichen: ein anderer Spieler hat es gefunden</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="13"/>
        <source>listed twice</source>
        <translation>doppelt notiert</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="14"/>
        <source>too short</source>
        <translation>zu kurz</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="15"/>
        <source>not in the dictionary</source>
        <translation>nicht im Wörterbuch</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="16"/>
        <source>not on the board</source>
        <translation>nicht auf dem Spielfeld</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="39"/>
        <source>{counted} counted, {cancelled} cancelled, {invalid} not counted</source>
        <translation>{counted} gezählt, {cancelled} gestrichen, {invalid} nicht gezählt</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="48"/>
        <source>the board held {words} words worth {points} points</source>
        <translation>das Spielfeld hatte {words} Wörter mit {points} Punkten</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="52"/>
        <source>shared words cancelled</source>
        <translation>gemeinsame Wörter gestrichen</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="54"/>
        <source>shared words score for all</source>
        <translation>gemeinsame Wörter zählen für alle</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="64"/>
        <source>✓ {word}: %n point</source>
        <translation>✓ {word}: %n Punkt</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="65"/>
        <source>✓ {word}: %n points</source>
        <translation>✓ {word}: %n Punkte</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="67"/>
        <source>✗ {word}: {reason}</source>
        <translation>✗ {word}: {reason}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../model/statistics.py" line="188"/>
        <source>The statistics run stopped: {error}</source>
        <translation>Die Statistik wurde abgebrochen: {error}</translation>
    </message>
</context>
<context>
    <name>StatisticsActions</name>
    <message>
        <location filename="../statistics_actions.py" line="90"/>
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Das Wörterbuch wird noch geladen; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="128"/>
        <source>This board is {rows}x{cols}: no dice set rolls boards of that shape to compare it with.</source>
        <translation>Dieses Spielfeld ist {rows}x{cols}: kein Würfelsatz würfelt Spielfelder dieser Form zum Vergleich.</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="135"/>
        <source>Rolling {boards} boards from the {dice} dice to compare this board with…</source>
        <translation>{boards} Spielfelder mit den Würfeln {dice} werden zum Vergleich gewürfelt…</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="151"/>
        <source>No answer: the boards to compare with were not rolled.</source>
        <translation>Keine Antwort: die Vergleichsspielfelder wurden nicht gewürfelt.</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../statistics_charts.py" line="99"/>
        <location filename="../statistics_charts.py" line="120"/>
        <source>boards</source>
        <translation>Spielfelder</translation>
    </message>
    <message>
        <location filename="../statistics_charts.py" line="135"/>
        <location filename="../statistics_charts.py" line="146"/>
        <source>points per board</source>
        <translation>Punkte pro Spielfeld</translation>
    </message>
    <message>
        <location filename="../statistics_charts.py" line="144"/>
        <source>letters in the word</source>
        <translation>Buchstaben im Wort</translation>
    </message>
</context>
<context>
    <name>StatisticsFigures</name>
    <message>
        <location filename="../../model/statistics_figures.py" line="120"/>
        <source>no boards from the {dice} dice to compare with yet</source>
        <translation>noch keine Spielfelder der Würfel {dice} zum Vergleich</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="124"/>
        <source>better than every board rolled from the {dice} dice ({boards} boards)</source>
        <translation>besser als jedes mit den Würfeln {dice} gewürfelte Spielfeld ({boards} Spielfelder)</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="128"/>
        <source>better than {share} of boards from the {dice} dice ({boards} boards)</source>
        <translation>besser als {share} der Spielfelder der Würfel {dice} ({boards} Spielfelder)</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="134"/>
        <source>This board scores {score} points: {rating}.</source>
        <translation>Dieses Spielfeld bringt {score} Punkte: {rating}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="142"/>
        <source>{boards} boards from the {dice} dice, {rules} rules, {dictionary}</source>
        <translation>{boards} Spielfelder der Würfel {dice}, Regeln: {rules}, {dictionary}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="146"/>
        <source>{boards} boards from the {dice} dice (stopped early), {rules} rules, {dictionary}</source>
        <translation>{boards} Spielfelder der Würfel {dice} (vorzeitig beendet), Regeln: {rules}, {dictionary}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="161"/>
        <source>Words per board: {spread}.</source>
        <translation>Wörter pro Spielfeld: {spread}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="164"/>
        <source>Points per board: {spread}.</source>
        <translation>Punkte pro Spielfeld: {spread}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="167"/>
        <source>The best board rolled: {board}, {score} points.</source>
        <translation>Das beste gewürfelte Spielfeld: {board}, {score} Punkte.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="175"/>
        <source>{mean} on average, median {median}, the middle 80% from {low} to {high}, at most {most}</source>
        <translation>{mean} im Schnitt, Median {median}, die mittleren 80 % von {low} bis {high}, höchstens {most}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="192"/>
        <source>The boards held no words.</source>
        <translation>Die Spielfelder enthielten keine Wörter.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="195"/>
        <source>Words of {long} letters or more bring {share} of the points; {eight} of the boards have a word of exactly 8 letters, and the longest seen had {longest} letters.</source>
        <translation>Wörter mit {long} oder mehr Buchstaben bringen {share} der Punkte; {eight} der Spielfelder haben ein Wort mit genau 8 Buchstaben, und das längste hatte {longest} Buchstaben.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../statistics_window.py" line="54"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="55"/>
        <source>Share of points</source>
        <translation>Anteil der Punkte</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="56"/>
        <source>Boards with one</source>
        <translation>Spielfelder mit einem</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="57"/>
        <location filename="../statistics_window.py" line="61"/>
        <source>Words per board</source>
        <translation>Wörter pro Spielfeld</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="58"/>
        <location filename="../statistics_window.py" line="60"/>
        <source>Points per board</source>
        <translation>Punkte pro Spielfeld</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="62"/>
        <source>Points per board, by word length</source>
        <translation>Punkte pro Spielfeld, nach Wortlänge</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="74"/>
        <source>Dice statistics</source>
        <translation>Würfelstatistik</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="90"/>
        <source>The same seed rolls the same boards (as boggle-lens stats --seed)</source>
        <translation>Derselbe Startwert würfelt dieselben Spielfelder (wie boggle-lens stats --seed)</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="92"/>
        <source>&amp;Roll the boards</source>
        <translation>Spielfelder &amp;würfeln</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="94"/>
        <source>%v / %m boards</source>
        <translation>%v / %m Spielfelder</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="96"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="97"/>
        <source>Stop rolling; the boards rolled so far are kept</source>
        <translation>Würfeln abbrechen; die bisher gewürfelten Spielfelder bleiben</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="131"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="132"/>
        <source>Boards</source>
        <translation>Spielfelder</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="133"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="187"/>
        <source>Rolling {boards} boards from the {dice} dice…</source>
        <translation>{boards} Spielfelder mit den Würfeln {dice} werden gewürfelt…</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="209"/>
        <source>No figures: the run stopped before any board came back.</source>
        <translation>Keine Zahlen: der Lauf endete, bevor ein Spielfeld zurückkam.</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="220"/>
        <source>{done} of {boards} boards so far from the {dice} dice…</source>
        <translation>Bisher {done} von {boards} Spielfeldern der Würfel {dice}…</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="224"/>
        <source>, seed {seed}, in {seconds} s</source>
        <translation>, Startwert {seed}, in {seconds} s</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="231"/>
        <location filename="../statistics_window.py" line="311"/>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="233"/>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="270"/>
        <source>no dictionary</source>
        <translation>kein Wörterbuch</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="285"/>
        <source>this board: {score} points</source>
        <translation>dieses Spielfeld: {score} Punkte</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="298"/>
        <source>The board on screen is {rows}x{cols}; these boards are {side}x{side}.</source>
        <translation>Das gezeigte Spielfeld ist {rows}x{cols}; diese Spielfelder sind {side}x{side}.</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <location filename="../../model/style.py" line="85"/>
        <source>{player} has no finished rounds yet: play one to see a style.</source>
        <translation>{player} hat noch keine Runde beendet: spielen Sie eine, um den Stil zu sehen.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="98"/>
        <source>%n of {held} found</source>
        <comment>one found</comment>
        <translation>%n von {held} gefunden</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="99"/>
        <source>%n of {held} found</source>
        <comment>several found</comment>
        <translation>%n von {held} gefunden</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="103"/>
        <source>%n point missed</source>
        <translation>%n Punkt verpasst</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="104"/>
        <source>%n points missed</source>
        <translation>%n Punkte verpasst</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="114"/>
        <source>{player} found {share} of the points on the board; the most left behind were in {letters}-letter words ({found}, {missed})</source>
        <translation>{player} hat {share} der Punkte auf dem Spielfeld gefunden; die meisten liegen gebliebenen steckten in Wörtern mit {letters} Buchstaben ({found}, {missed})</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="120"/>
        <source>{player} found {share} of the points on the boards; the most left behind were in {letters}-letter words ({found}, {missed})</source>
        <translation>{player} hat {share} der Punkte auf den Spielfeldern gefunden; die meisten liegen gebliebenen steckten in Wörtern mit {letters} Buchstaben ({found}, {missed})</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="126"/>
        <source>{summary}, so sweep the short words quickly before hunting long ones.</source>
        <translation>{summary}: sammeln Sie zuerst schnell die kurzen Wörter, bevor Sie lange suchen.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="130"/>
        <source>{summary}, so they are worth looking for: try adding endings like -ing, -er, -s.</source>
        <translation>{summary}: die Suche nach ihnen lohnt sich; hängen Sie Endungen wie -ing, -er, -s an.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="135"/>
        <source>{summary}, so grow {letters}-letter words from the short ones (add -s, -ed, -er).</source>
        <translation>{summary}: bauen Sie Wörter mit {letters} Buchstaben aus den kurzen auf (hängen Sie -s, -ed, -er an).</translation>
    </message>
</context>
<context>
    <name>StyleView</name>
    <message>
        <location filename="../style_view.py" line="47"/>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="47"/>
        <source>All my rounds</source>
        <translation>Alle meine Runden</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="64"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="113"/>
        <source>On the board</source>
        <translation>Auf dem Spielfeld</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="115"/>
        <source>Points on the board</source>
        <translation>Punkte auf dem Spielfeld</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="121"/>
        <location filename="../style_view.py" line="163"/>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="122"/>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="113"/>
        <source>On the boards</source>
        <translation>Auf den Spielfeldern</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="124"/>
        <location filename="../style_view.py" line="149"/>
        <source>Points found</source>
        <translation>Gefundene Punkte</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="115"/>
        <source>Points on the boards</source>
        <translation>Punkte auf den Spielfeldern</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="135"/>
        <source>Points by word length: found against what the board held</source>
        <translation>Punkte nach Wortlänge: gefunden gegenüber dem, was das Spielfeld hatte</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="137"/>
        <source>Points by word length: found against what the boards held</source>
        <translation>Punkte nach Wortlänge: gefunden gegenüber dem, was die Spielfelder hatten</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../table_actions.py" line="67"/>
        <source>The table opens once the dictionary has loaded…</source>
        <translation>Der Tisch öffnet, sobald das Wörterbuch geladen ist…</translation>
    </message>
    <message>
        <location filename="../table_actions.py" line="81"/>
        <source>Phones at the table</source>
        <translation>Handys am Tisch</translation>
    </message>
    <message>
        <location filename="../table_actions.py" line="82"/>
        <source>The table could not be opened on {address}: {error}</source>
        <translation>Der Tisch konnte auf {address} nicht geöffnet werden: {error}</translation>
    </message>
</context>
<context>
    <name>TableBridge</name>
    <message>
        <location filename="../table_bridge.py" line="37"/>
        <source>Could not {what}: {reason}.</source>
        <translation>Fehlgeschlagen ({what}): {reason}.</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="38"/>
        <source>no reason given</source>
        <translation>ohne Angabe von Gründen</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="164"/>
        <source>The interrupted round&apos;s board</source>
        <translation>Das Spielfeld der unterbrochenen Runde</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="168"/>
        <source>Fix from a phone</source>
        <translation>Korrektur von einem Handy</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="170"/>
        <source>A phone changed the board (Undo takes it back).</source>
        <translation>Ein Handy hat das Spielfeld geändert (Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="201"/>
        <source>A phone sent a photo: {name}.</source>
        <translation>Ein Handy hat ein Foto geschickt: {name}.</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="213"/>
        <source>Board from a phone&apos;s photo</source>
        <translation>Spielfeld aus dem Foto eines Handys</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="216"/>
        <source>The phone&apos;s photo could not be shown here ({error}); its board was.</source>
        <translation>Das Foto des Handys konnte hier nicht gezeigt werden ({error}); sein Spielfeld schon.</translation>
    </message>
</context>
<context>
    <name>TablePanels</name>
    <message>
        <location filename="../table_panels.py" line="46"/>
        <source>%n word</source>
        <translation>%n Wort</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="47"/>
        <source>%n words</source>
        <translation>%n Wörter</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="54"/>
        <source>%n point</source>
        <translation>%n Punkt</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="55"/>
        <source>%n points</source>
        <translation>%n Punkte</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="62"/>
        <source>%n player</source>
        <translation>%n Spieler</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="63"/>
        <source>%n players</source>
        <translation>%n Spieler</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="70"/>
        <source>Nobody played</source>
        <translation>Niemand hat gespielt</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="73"/>
        <source>the board held {words} worth {points}</source>
        <translation>das Spielfeld hatte {words} mit {points}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="78"/>
        <source>shared words cancelled</source>
        <translation>gemeinsame Wörter gestrichen</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="80"/>
        <source>shared words score for all</source>
        <translation>gemeinsame Wörter zählen für alle</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="91"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
</context>
<context>
    <name>TableRoundPanel</name>
    <message>
        <location filename="../table_panels.py" line="166"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="169"/>
        <source>How long the round lasts (3 minutes is the classic length)</source>
        <translation>Wie lange die Runde dauert (3 Minuten sind klassisch)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="171"/>
        <source>Cancel shared words</source>
        <translation>Gemeinsame Wörter streichen</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="173"/>
        <source>Classic rules: a word on two lists scores for nobody</source>
        <translation>Klassische Regel: ein Wort auf zwei Listen zählt für niemanden</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="174"/>
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="177"/>
        <source>Score the next round by house rules from a TOML file (letter values, bonus dice)</source>
        <translation>Die nächste Runde nach Hausregeln aus einer TOML-Datei werten (Buchstabenwerte, Bonuswürfel)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="180"/>
        <location filename="../table_panels.py" line="256"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="182"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="183"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="184"/>
        <source>Res&amp;ume</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="185"/>
        <source>&amp;End</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="186"/>
        <source>End the round now and score it</source>
        <translation>Die Runde jetzt beenden und werten</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Player / word</source>
        <translation>Spieler / Wort</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Words / status</source>
        <translation>Wörter / Status</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="215"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="246"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="246"/>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Hausregeln (*.toml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="262"/>
        <source>{name} cannot be used: {error}</source>
        <translation>{name} ist nicht verwendbar: {error}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="266"/>
        <source>House rules: {name}</source>
        <translation>Hausregeln: {name}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="285"/>
        <source>No round yet: start one when the phones have joined.</source>
        <translation>Noch keine Runde: starte eine, wenn die Handys beigetreten sind.</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="316"/>
        <source>Paused. </source>
        <translation>Pausiert. </translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="318"/>
        <source>{players}; each phone sees only its own words until the end.</source>
        <translation>{players}; jedes Handy sieht bis zum Ende nur seine eigenen Wörter.</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="322"/>
        <source>No player yet: a phone that joins now plays from its first word.</source>
        <translation>Noch kein Spieler: ein Handy, das jetzt beitritt, spielt ab seinem ersten Wort.</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../table_window.py" line="41"/>
        <source>Reading a photo…</source>
        <translation>Ein Foto wird gelesen…</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="53"/>
        <source>{address} (this computer only)</source>
        <translation>{address} (nur dieser Computer)</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="57"/>
        <source>No phone has joined yet. The phone must be on the same Wi-Fi network as this computer (not a guest network or mobile data), and a firewall here may be blocking port {port}.</source>
        <translation>Noch kein Handy ist beigetreten. Das Handy muss im selben WLAN sein wie dieser Computer (kein Gastnetz, keine mobilen Daten), und eine Firewall hier blockiert vielleicht Port {port}.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="79"/>
        <source>Phones at the table</source>
        <translation>Handys am Tisch</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="102"/>
        <source>Scan with the phone&apos;s camera to join</source>
        <translation>Mit der Kamera des Handys scannen, um beizutreten</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="109"/>
        <source>&amp;Copy address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="110"/>
        <source>&amp;New link…</source>
        <translation>&amp;Neuer Link…</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="112"/>
        <source>A new code: every phone is dropped and must scan again</source>
        <translation>Ein neuer Code: jedes Handy fliegt raus und muss neu scannen</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="116"/>
        <source>The network the phones are on: the table listens on this address only</source>
        <translation>Das Netz der Handys: der Tisch hört nur auf dieser Adresse</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="120"/>
        <source>Listen on</source>
        <translation>Lauschen auf</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="125"/>
        <source>Scan to join: one phone per player</source>
        <translation>Scannen zum Beitreten: ein Handy pro Spieler</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="137"/>
        <source>Join address</source>
        <translation>Beitrittsadresse</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="151"/>
        <source>Round on the phones</source>
        <translation>Runde auf den Handys</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="205"/>
        <source>The round a crash interrupted is back, paused: Resume goes on with it.</source>
        <translation>Die durch einen Absturz unterbrochene Runde ist zurück, pausiert: Weiter setzt sie fort.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="241"/>
        <source>A round was interrupted. Bring it back?</source>
        <translation>Eine Runde wurde unterbrochen. Zurückholen?</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="243"/>
        <source>Bring it back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="258"/>
        <source>The address is on the clipboard.</source>
        <translation>Die Adresse ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="264"/>
        <source>New link</source>
        <translation>Neuer Link</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="266"/>
        <source>Make a new link? Every phone at the table is dropped and must scan the new code.</source>
        <translation>Einen neuen Link erstellen? Jedes Handy am Tisch fliegt raus und muss den neuen Code scannen.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="287"/>
        <source>make a new link</source>
        <translation>neuen Link erstellen</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="291"/>
        <source>New link made: every phone must scan the new code.</source>
        <translation>Neuer Link erstellt: jedes Handy muss den neuen Code scannen.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="303"/>
        <source>Could not listen on {address}: {error}</source>
        <translation>Lauschen auf {address} nicht möglich: {error}</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="315"/>
        <source>Listening on {address}: the phones must scan the new code.</source>
        <translation>Lauscht auf {address}: die Handys müssen den neuen Code scannen.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="341"/>
        <source>{message} ({waiting} more waiting)</source>
        <translation>{message} ({waiting} weitere warten)</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="360"/>
        <source>{name} was removed from the table, and cannot join again with this link.</source>
        <translation>{name} wurde vom Tisch entfernt und kann mit diesem Link nicht wieder beitreten.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="377"/>
        <source>start the round</source>
        <translation>Runde starten</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="380"/>
        <source>pause the round</source>
        <translation>Runde pausieren</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="383"/>
        <source>resume the round</source>
        <translation>Runde fortsetzen</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="386"/>
        <source>end the round</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="390"/>
        <source>bring the round back</source>
        <translation>Runde zurückholen</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="398"/>
        <source>There was no interrupted round to bring back.</source>
        <translation>Es gab keine unterbrochene Runde zum Zurückholen.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="401"/>
        <source>The round is back, paused: Resume goes on with it.</source>
        <translation>Die Runde ist zurück, pausiert: Weiter setzt sie fort.</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../undo.py" line="68"/>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Rückgängig: {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="68"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../undo.py" line="71"/>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Wiederholen: {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="71"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../undo.py" line="74"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../undo.py" line="75"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../window_actions.py" line="147"/>
        <source>&amp;Open photo…</source>
        <translation>Foto ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="148"/>
        <source>Open a photo of a Boggle board (Ctrl+O)</source>
        <translation>Foto eines Boggle-Spielfelds öffnen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="149"/>
        <source>&amp;Paste photo</source>
        <translation>Foto &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="150"/>
        <source>Read an image or a board from the clipboard (Ctrl+V)</source>
        <translation>Ein Bild oder Spielfeld aus der Zwischenablage lesen (Strg+V)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="152"/>
        <location filename="../window_actions.py" line="156"/>
        <source>&amp;Scan with a camera…</source>
        <translation>Mit einer &amp;Kamera scannen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="153"/>
        <source>Point a camera at the board: it is found and read live (Ctrl+K)</source>
        <translation>Richten Sie eine Kamera auf das Spielfeld: es wird live gefunden und gelesen (Strg+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="157"/>
        <source>Scan a &amp;video…</source>
        <translation>&amp;Video scannen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="158"/>
        <source>Scan a video of a board as the camera would (Ctrl+Shift+K)</source>
        <translation>Ein Video eines Spielfelds scannen wie mit der Kamera (Strg+Umschalt+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="160"/>
        <source>&amp;Type a board…</source>
        <translation>Spielfeld &amp;eintippen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="161"/>
        <source>Type the letters of a board by hand (Ctrl+B)</source>
        <translation>Die Buchstaben eines Spielfelds von Hand eintippen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="162"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="163"/>
        <source>Roll a random board of this size (Ctrl+R)</source>
        <translation>Ein zufälliges Spielfeld dieser Größe würfeln (Strg+R)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="166"/>
        <source>Show p&amp;hoto</source>
        <translation>&amp;Foto zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="167"/>
        <source>Switch between the photo and a clean rendered board (Ctrl+P)</source>
        <translation>Zwischen dem Foto und einem sauber gezeichneten Spielfeld wechseln (Strg+P)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="169"/>
        <source>Show read &amp;letters</source>
        <translation>Gelesene &amp;Buchstaben zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="170"/>
        <source>Draw the letters as read over the photo (Ctrl+L)</source>
        <translation>Die gelesenen Buchstaben über das Foto zeichnen (Strg+L)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="171"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="172"/>
        <source>Zoom in (Ctrl++, or the mouse wheel over the board)</source>
        <translation>Vergrößern (Strg++, oder das Mausrad über dem Spielfeld)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="173"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="174"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="175"/>
        <source>&amp;Fit to window</source>
        <translation>An Fenster &amp;anpassen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="176"/>
        <source>Show the whole board again (Ctrl+0, or double-click beside the board)</source>
        <translation>Wieder das ganze Spielfeld zeigen (Strg+0, oder Doppelklick neben das Spielfeld)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="178"/>
        <source>Fit</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="179"/>
        <source>Next &amp;uncertain die</source>
        <translation>Nächster &amp;unsicherer Würfel</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="180"/>
        <source>Jump to the next die the reader was unsure of (F3)</source>
        <translation>Zum nächsten Würfel springen, bei dem der Leser unsicher war (F3)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="181"/>
        <source>Move a &amp;corner</source>
        <translation>E&amp;cke verschieben</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="182"/>
        <source>Pick the next corner of the board&apos;s outline, then move it with the arrow keys (F4)</source>
        <translation>Die nächste Ecke des Spielfeldumrisses wählen und dann mit den Pfeiltasten verschieben (F4)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="185"/>
        <source>Next path</source>
        <translation>Nächster Weg</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="186"/>
        <source>Show the next path for this word</source>
        <translation>Den nächsten Weg für dieses Wort zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="187"/>
        <source>Previous path</source>
        <translation>Vorheriger Weg</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="188"/>
        <source>Show the previous path for this word</source>
        <translation>Den vorherigen Weg für dieses Wort zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="189"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="190"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="191"/>
        <source>&amp;About Boggle Lens</source>
        <translation>&amp;Über Boggle Lens</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="192"/>
        <source>Play a &amp;round…</source>
        <translation>Eine &amp;Runde spielen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="193"/>
        <source>Play a timed round on this board and score everyone (Ctrl+G)</source>
        <translation>Eine Runde auf Zeit auf diesem Spielfeld spielen und alle Punkte zählen (Strg+G)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="195"/>
        <source>Rounds &amp;played…</source>
        <translation>&amp;Gespielte Runden…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="196"/>
        <source>The rounds played, by player, with export to CSV and JSON</source>
        <translation>Die gespielten Runden, nach Spieler, mit Export nach CSV und JSON</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="197"/>
        <source>Dice &amp;statistics…</source>
        <translation>Würfel&amp;statistik…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="198"/>
        <source>What the boards of this dice set hold: charts of many rolls</source>
        <translation>Was die Spielfelder dieses Würfelsatzes enthalten: Diagramme vieler Würfe</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="200"/>
        <source>How &amp;good is this board?</source>
        <translation>Wie &amp;gut ist dieses Spielfeld?</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="201"/>
        <source>This board&apos;s score against many boards rolled from its dice set</source>
        <translation>Die Punktzahl dieses Spielfelds im Vergleich zu vielen mit seinem Würfelsatz gewürfelten</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="203"/>
        <source>Find a gr&amp;eat board…</source>
        <translation>Ein &amp;tolles Spielfeld finden…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="204"/>
        <source>Search for a high-scoring board and put it on the board</source>
        <translation>Ein Spielfeld mit hoher Punktzahl suchen und aufs Spielfeld legen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="205"/>
        <source>P&amp;hones at the table…</source>
        <translation>&amp;Handys am Tisch…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="206"/>
        <source>Phones on this network join by a QR code, snap the board, fix dice and play rounds</source>
        <translation>Handys in diesem Netz treten per QR-Code bei, fotografieren das Spielfeld, korrigieren Würfel und spielen Runden</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="212"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="283"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="284"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="285"/>
        <source>&amp;Board</source>
        <translation>&amp;Spielfeld</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="286"/>
        <source>Roll a &amp;set</source>
        <translation>&amp;Würfelsatz würfeln</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="287"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="288"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="289"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="291"/>
        <location filename="../window_actions.py" line="295"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="331"/>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>WordList</name>
    <message>
        <location filename="../../model/word_order.py" line="18"/>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="19"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="20"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
</context>
<context>
    <name>WordPanel</name>
    <message>
        <location filename="../word_panel.py" line="169"/>
        <location filename="../word_panel.py" line="171"/>
        <source>Dictionary</source>
        <translation>Wörterbuch</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="170"/>
        <location filename="../word_panel.py" line="172"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="177"/>
        <source>Check a word… (Enter)</source>
        <translation>Ein Wort prüfen… (Eingabe)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="178"/>
        <source>Filter the list…</source>
        <translation>Liste filtern…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="179"/>
        <source>Previous path (Ctrl+Left)</source>
        <translation>Vorheriger Weg (Strg+Links)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="180"/>
        <source>Next path (Ctrl+Right)</source>
        <translation>Nächster Weg (Strg+Rechts)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="200"/>
        <source>Other word list…</source>
        <translation>Andere Wortliste…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="223"/>
        <source>Choose a word list (one word per line)</source>
        <translation>Eine Wortliste wählen (ein Wort pro Zeile)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="225"/>
        <source>Word lists (*.txt *.gz *.dic);;All files (*)</source>
        <translation>Wortlisten (*.txt *.gz *.dic);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="251"/>
        <source>Loading the dictionary…</source>
        <translation>Wörterbuch wird geladen…</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../model/wording.py" line="27"/>
        <source>By board size</source>
        <translation>Nach Spielfeldgröße</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="28"/>
        <source>Classic (4x4)</source>
        <translation>Klassisch (4x4)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="29"/>
        <source>Big (5x5)</source>
        <translation>Big (5x5)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="30"/>
        <source>Super Big (6x6)</source>
        <translation>Super Big (6x6)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="32"/>
        <source>Classic 4x4</source>
        <translation>Klassisch 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="33"/>
        <source>New 4x4</source>
        <translation>Neu 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="34"/>
        <source>Big Boggle 5x5</source>
        <translation>Big Boggle 5x5</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="35"/>
        <source>Super Big Boggle 6x6</source>
        <translation>Super Big Boggle 6x6</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="40"/>
        <source>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Photograph a Boggle board, fix any misread dice, and see every word with its path.&lt;br&gt;Word list: ENABLE (public domain).</source>
        <translation>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Fotografieren Sie ein Boggle-Spielfeld, korrigieren Sie falsch gelesene Würfel und sehen Sie jedes Wort mit seinem Weg.&lt;br&gt;Wortliste: ENABLE (gemeinfrei).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="60"/>
        <source>{language} {side}x{side}</source>
        <translation>{language} {side}x{side}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="66"/>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="77"/>
        <source>{some} or {last}</source>
        <translation>{some} oder {last}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="87"/>
        <source>unsure: could be {faces}</source>
        <translation>unsicher: vielleicht {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="92"/>
        <source>read as {face}, fairly sure; could also be {faces}</source>
        <translation>als {face} gelesen, ziemlich sicher; vielleicht auch {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="95"/>
        <source>read as {face}, sure</source>
        <translation>als {face} gelesen, sicher</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="102"/>
        <source>Row {row}, column {column}</source>
        <translation>Reihe {row}, Spalte {column}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="107"/>
        <source>{where}: {face}. Type a letter to change it.</source>
        <translation>{where}: {face}. Tippen Sie einen Buchstaben, um ihn zu ändern.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="111"/>
        <source>{where}: {face} (you corrected it; the photo was read as {read}).</source>
        <translation>{where}: {face} (von Ihnen korrigiert; das Foto wurde als {read} gelesen).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="114"/>
        <source>{where}: {confidence}. Type the right letter if it is wrong.</source>
        <translation>{where}: {confidence}. Tippen Sie den richtigen Buchstaben, falls er falsch ist.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="126"/>
        <source>your %n earlier correction was reapplied</source>
        <translation>Ihre frühere Korrektur wurde wieder angewandt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="127"/>
        <source>your %n earlier corrections were reapplied</source>
        <translation>Ihre %n früheren Korrekturen wurden wieder angewandt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="134"/>
        <source>%n die looks uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit it</source>
        <translation>%n Würfel wirkt unsicher (mit &lt;b&gt;?&lt;/b&gt; markiert): mit F3 springen Sie hin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="140"/>
        <source>%n dice look uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit them</source>
        <translation>%n Würfel wirken unsicher (mit &lt;b&gt;?&lt;/b&gt; markiert): mit F3 springen Sie hin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="150"/>
        <source>Read the board; {notes}.</source>
        <translation>Spielfeld gelesen; {notes}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="158"/>
        <source>&lt;b&gt;%n&lt;/b&gt; word</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Wort</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="159"/>
        <source>&lt;b&gt;%n&lt;/b&gt; words</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Wörter</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="163"/>
        <source>&lt;b&gt;%n&lt;/b&gt; point</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Punkt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="164"/>
        <source>&lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Punkte</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="167"/>
        <source>{rules} rules, by board size</source>
        <translation>Regeln: {rules}, nach Spielfeldgröße</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="169"/>
        <source>{rules} rules</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="177"/>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="178"/>
        <source>big</source>
        <translation>Big</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="179"/>
        <source>super big</source>
        <translation>Super Big</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="186"/>
        <source>{length}&#xa0;letters:&#xa0;{count}</source>
        <translation>{length}&#xa0;Buchstaben:&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="198"/>
        <source>One path</source>
        <translation>Ein Weg</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="199"/>
        <source>Path {index} of {count}</source>
        <translation>Weg {index} von {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="205"/>
        <source>type a word</source>
        <translation>tippen Sie ein Wort</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="206"/>
        <source>a word has only the letters a to z</source>
        <translation>ein Wort hat nur die Buchstaben a bis z</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="207"/>
        <source>a word has only the letters a to z and {letters}</source>
        <translation>ein Wort hat nur die Buchstaben a bis z und {letters}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="210"/>
        <source>too short: {rules} rules need {length} letters or more</source>
        <translation>zu kurz: die Regeln ({rules}) verlangen mindestens {length} Buchstaben</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="213"/>
        <source>not in the dictionary ({dictionary})</source>
        <translation>nicht im Wörterbuch ({dictionary})</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="214"/>
        <source>not on the board</source>
        <translation>nicht auf dem Spielfeld</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="215"/>
        <source>already in your list</source>
        <translation>schon in Ihrer Liste</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="231"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="237"/>
        <source>The dictionary is still loading.</source>
        <translation>Das Wörterbuch wird noch geladen.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="247"/>
        <source>✘ &lt;b&gt;{word}&lt;/b&gt;: {reason}.</source>
        <translation>✘ &lt;b&gt;{word}&lt;/b&gt;: {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="253"/>
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Wörterbuch: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="254"/>
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt; · {count} words</source>
        <translation>Wörterbuch: &lt;b&gt;{name}&lt;/b&gt; · {count} Wörter</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="260"/>
        <source>Could not use that word list: {reason}.</source>
        <translation>Diese Wortliste ist nicht verwendbar: {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="265"/>
        <source>Still using {name}.</source>
        <translation>{name} bleibt in Gebrauch.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="271"/>
        <source>Rolled or typed board</source>
        <translation>Gewürfeltes oder eingetipptes Spielfeld</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="276"/>
        <source>{uncertain} of {dice} dice look uncertain: the board may be outlined in the wrong place. Drag the four corners onto the board&apos;s corners (or press F4 and use the arrow keys), take the photo again, or type the board.</source>
        <translation>{uncertain} von {dice} Würfeln wirken unsicher: der Umriss des Spielfelds liegt vielleicht falsch. Ziehen Sie die vier Ecken auf die Ecken des Spielfelds (oder drücken Sie F4 und nutzen Sie die Pfeiltasten), nehmen Sie das Foto neu auf, oder tippen Sie das Spielfeld ein.</translation>
    </message>
</context>
</TS>
