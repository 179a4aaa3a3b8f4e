<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AppModel</name>
    <message>
        <location filename="../../model/app.py" line="151" />
        <source>No Boggle board was found in &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>In &lt;b&gt;{name}&lt;/b&gt; wurde kein Boggle-Spielfeld gefunden.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="174" />
        <source>Set die {die} to {face}</source>
        <translation>Würfel {die} auf {face} setzen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="183" />
        <source>Select a die first, then choose its face.</source>
        <translation>Wählen Sie zuerst einen Würfel, dann seine Seite.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="188" />
        <source>Die {die} set to {face}</source>
        <translation>Würfel {die} auf {face} gesetzt</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="198" />
        <source>Change the grid to {side}x{side}</source>
        <translation>Raster auf {side}x{side} ändern</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="205" />
        <source>Roll a {dice} board</source>
        <translation>Ein Spielfeld {dice} würfeln</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="225" />
        <source>Showing the board you typed; Ctrl+P shows the photo.</source>
        <translation>Das eingetippte Spielfeld wird gezeigt; Strg+P zeigt das Foto.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="235" />
        <source>The pasted text is not a board: {error}</source>
        <translation>Der eingefügte Text ist kein Spielfeld: {error}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="238" />
        <source>Paste a board</source>
        <translation>Spielfeld einfügen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="246" />
        <source>No uncertain dice left.</source>
        <translation>Keine unsicheren Würfel mehr.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="253" />
        <source>Reading &lt;b&gt;{name}&lt;/b&gt;…</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="270" />
        <source>Reading cancelled; the board is as it was.</source>
        <translation>Lesen abgebrochen; das Spielfeld bleibt, wie es war.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="280" />
        <source>Read {name}</source>
        <translation>{name} lesen</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="290" />
        <source>Board read. Click any die to correct it.</source>
        <translation>Spielfeld gelesen. Klicken Sie auf einen Würfel, um ihn zu korrigieren.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="322" />
        <source>Open {name} (no board found)</source>
        <translation>{name} öffnen (kein Spielfeld gefunden)</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="398" />
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Das Wörterbuch wird noch geladen; versuchen Sie es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <location filename="../background.py" line="95" />
        <source>loading the word list</source>
        <translation>Wortliste wird geladen</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../banner.py" line="28" />
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../board_editing.py" line="120" />
        <source>Type a board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
</context>
<context>
    <name>BoardEntryDialog</name>
    <message>
        <location filename="../board_entry.py" line="26" />
        <source>Type the board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="28" />
        <source>Type the faces as they lie in the tray.</source>
        <translation>Tippen Sie die Seiten so ein, wie sie im Spielfeld liegen.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="32" />
        <source>One row per line (or rows split by &lt;b&gt;/&lt;/b&gt;). Letters side by side or separated by spaces or commas. &lt;b&gt;Q&lt;/b&gt; means Qu; two-letter faces: An Er He In Th (with spaces or commas); &lt;b&gt;*&lt;/b&gt; is a blank.</source>
        <translation>Eine Reihe pro Zeile (oder Reihen getrennt durch &lt;b&gt;/&lt;/b&gt;). Buchstaben nebeneinander oder durch Leerzeichen oder Kommas getrennt. &lt;b&gt;Q&lt;/b&gt; steht für Qu; Seiten mit zwei Buchstaben: An Er He In Th (mit Leerzeichen oder Kommas); &lt;b&gt;*&lt;/b&gt; ist eine leere Seite.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="72" />
        <source>A {rows} x {cols} board.</source>
        <translation>Ein Spielfeld mit {rows} x {cols}.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../camera.py" line="66" />
        <source>Camera support is not installed (QtMultimedia: {error})</source>
        <translation>Die Kameraunterstützung ist nicht installiert (QtMultimedia: {error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="72" />
        <source>No camera backend is available ({error})</source>
        <translation>Kein Kamera-Backend verfügbar ({error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="76" />
        <source>No camera found on this computer</source>
        <translation>Keine Kamera an diesem Computer gefunden</translation>
    </message>
</context>
<context>
    <name>Dictionaries</name>
    <message>
        <location filename="../../model/dictionaries.py" line="40" />
        <source>ENABLE (bundled)</source>
        <translation>ENABLE (mitgeliefert)</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="42" />
        <source>System words ({path})</source>
        <translation>Systemwörter ({path})</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="62" />
        <source>No system word list: {path} does not exist</source>
        <translation>Keine Systemwortliste: {path} existiert nicht</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="69" />
        <source>System words</source>
        <translation>Systemwörter</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../errors.py" line="35" />
        <source>Boggle Lens: unexpected error</source>
        <translation>Boggle Lens: unerwarteter Fehler</translation>
    </message>
    <message>
        <location filename="../errors.py" line="37" />
        <source>Something went wrong that the app did not expect. Your board is saved; you can keep going. Please report this with the details below.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen. Ihr Spielfeld ist gespeichert; Sie können weitermachen. Bitte melden Sie dies mit den Details unten.</translation>
    </message>
</context>
<context>
    <name>FacePicker</name>
    <message>
        <location filename="../face_picker.py" line="72" />
        <source>Could be:</source>
        <translation>Vielleicht:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="76" />
        <source>Set the selected die to {face}</source>
        <translation>Den gewählten Würfel auf {face} setzen</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="94" />
        <source>Set the selected die to {face}: the reader's next guess for it (key {key})</source>
        <translation>Den gewählten Würfel auf {face} setzen: die nächste Vermutung des Lesers (Taste {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="97" />
        <source>Set the selected die to {face}: another of the reader's guesses for it (key {key})</source>
        <translation>Den gewählten Würfel auf {face} setzen: eine weitere Vermutung des Lesers (Taste {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="103" />
        <source>Click a die and type its letter, or:</source>
        <translation>Klicken Sie auf einen Würfel und tippen Sie seinen Buchstaben, oder:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="104" />
        <source>or:</source>
        <translation>oder:</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="133" />
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
</context>
<context>
    <name>LiveLaunch</name>
    <message>
        <location filename="../live_launch.py" line="97" />
        <source>Scan a video of a board</source>
        <translation>Video eines Spielfelds scannen</translation>
    </message>
</context>
<context>
    <name>LiveScanner</name>
    <message>
        <location filename="../live_scanner.py" line="237" />
        <source>Scan a video of a board</source>
        <translation>Video eines Spielfelds scannen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="194" />
        <source>Camera unavailable: {reason}</source>
        <translation>Kamera nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241" />
        <source>reading the photo</source>
        <translation>Foto wird gelesen</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="256" />
        <source>Dictionary: loading {name}…</source>
        <translation>Wörterbuch: {name} wird geladen…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="315" />
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="356" />
        <source>Playing by the standard rules: {reason}</source>
        <translation>Gespielt wird nach den Standardregeln: {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="373" />
        <source>The board has changed since the round began.</source>
        <translation>Das Spielfeld hat sich seit Beginn der Runde geändert.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407" />
        <source>Grid size</source>
        <translation>Rastergröße</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="408" />
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="413" />
        <source>Dictionary: loading…</source>
        <translation>Wörterbuch: wird geladen…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="419" />
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
</context>
<context>
    <name>PhotoInput</name>
    <message>
        <location filename="../photo_input.py" line="22" />
        <source>Photos ({patterns});;All files (*)</source>
        <translation>Fotos ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../photo_input.py" line="28" />
        <source>Videos ({patterns});;All files (*)</source>
        <translation>Videos ({patterns});;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PhotoReading</name>
    <message>
        <location filename="../photo_reading.py" line="47" />
        <source>The photo reader is not available in this build; type the board in instead.</source>
        <translation>Das Lesen von Fotos ist in dieser Version nicht verfügbar; tippen Sie das Spielfeld stattdessen ein.</translation>
    </message>
    <message>
        <location filename="../photo_reading.py" line="76" />
        <source>opening the photo</source>
        <translation>Foto wird geöffnet</translation>
    </message>
</context>
<context>
    <name>PhotoSources</name>
    <message>
        <location filename="../photo_sources.py" line="68" />
        <source>Open a photo of a board</source>
        <translation>Foto eines Spielfelds öffnen</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="97" />
        <source>The clipboard holds no image, file or board.</source>
        <translation>Die Zwischenablage enthält weder Bild noch Datei noch Spielfeld.</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="104" />
        <source>Could not keep the pasted image: {error}</source>
        <translation>Das eingefügte Bild konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="117" />
        <source>Could not keep the dropped image: {error}</source>
        <translation>Das abgelegte Bild konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>ReadProgress</name>
    <message>
        <location filename="../read_progress.py" line="33" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="34" />
        <source>Stop reading; the board stays as it was</source>
        <translation>Lesen abbrechen; das Spielfeld bleibt, wie es war</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="47" />
        <source>loading the photo</source>
        <translation>Foto wird geladen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="48" />
        <source>finding the board</source>
        <translation>Spielfeld wird gesucht</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="49" />
        <source>reading the dice</source>
        <translation>Würfel werden gelesen</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="50" />
        <source>choosing the sharpest frames</source>
        <translation>die schärfsten Bilder werden gewählt</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="51" />
        <source>done</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../model/reading.py" line="52" />
        <source>Type the board</source>
        <translation>Spielfeld eintippen</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="53" />
        <source>Open the photo again</source>
        <translation>Foto erneut öffnen</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="74" />
        <source>the photo</source>
        <translation>dem Foto</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="81" />
        <source>No Boggle board found in {name}. Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Kein Boggle-Spielfeld in {name} gefunden. Versuchen Sie ein Foto von oben, auf dem das ganze Spielfeld zu sehen ist, oder tippen Sie das Spielfeld ein.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="87" />
        <source>No Boggle board found in {name} ({detail}). Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Kein Boggle-Spielfeld in {name} gefunden ({detail}). Versuchen Sie ein Foto von oben, auf dem das ganze Spielfeld zu sehen ist, oder tippen Sie das Spielfeld ein.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="99" />
        <source>Could not open {name}: {reason}</source>
        <translation>{name} konnte nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="102" />
        <source>Reading {name} failed unexpectedly: {error}: {reason}</source>
        <translation>Das Lesen von {name} ist unerwartet fehlgeschlagen: {error}: {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="114" />
        <source>Showing your board from before &lt;b&gt;{name}&lt;/b&gt;, the photo on screen when Boggle Lens last closed. {reason}</source>
        <translation>Gezeigt wird Ihr Spielfeld von vor &lt;b&gt;{name}&lt;/b&gt;, dem Foto, das beim letzten Schließen von Boggle Lens zu sehen war. {reason}</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../undo.py" line="62" />
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Rückgängig: {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="62" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../undo.py" line="65" />
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Wiederholen: {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="65" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../undo.py" line="68" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../undo.py" line="69" />
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../window_actions.py" line="121" />
        <source>&amp;Open photo…</source>
        <translation>Foto ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="122" />
        <source>Open a photo of a Boggle board (Ctrl+O)</source>
        <translation>Foto eines Boggle-Spielfelds öffnen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="123" />
        <source>&amp;Paste photo</source>
        <translation>Foto &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="124" />
        <source>Read an image or a board from the clipboard (Ctrl+V)</source>
        <translation>Ein Bild oder Spielfeld aus der Zwischenablage lesen (Strg+V)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="126" />
        <location filename="../window_actions.py" line="130" />
        <source>&amp;Scan with a camera…</source>
        <translation>Mit einer &amp;Kamera scannen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="127" />
        <source>Point a camera at the board: it is found and read live (Ctrl+K)</source>
        <translation>Richten Sie eine Kamera auf das Spielfeld: es wird live gefunden und gelesen (Strg+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="131" />
        <source>Scan a &amp;video…</source>
        <translation>&amp;Video scannen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="132" />
        <source>Scan a video of a board as the camera would (Ctrl+Shift+K)</source>
        <translation>Ein Video eines Spielfelds scannen wie mit der Kamera (Strg+Umschalt+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="134" />
        <source>&amp;Type a board…</source>
        <translation>Spielfeld &amp;eintippen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="135" />
        <source>Type the letters of a board by hand (Ctrl+B)</source>
        <translation>Die Buchstaben eines Spielfelds von Hand eintippen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="136" />
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="137" />
        <source>Roll a random board of this size (Ctrl+R)</source>
        <translation>Ein zufälliges Spielfeld dieser Größe würfeln (Strg+R)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="140" />
        <source>Show p&amp;hoto</source>
        <translation>&amp;Foto zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="141" />
        <source>Switch between the photo and a clean rendered board (Ctrl+P)</source>
        <translation>Zwischen dem Foto und einem sauber gezeichneten Spielfeld wechseln (Strg+P)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="143" />
        <source>Show read &amp;letters</source>
        <translation>Gelesene &amp;Buchstaben zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="144" />
        <source>Draw the letters as read over the photo (Ctrl+L)</source>
        <translation>Die gelesenen Buchstaben über das Foto zeichnen (Strg+L)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="145" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="146" />
        <source>Zoom in (Ctrl++, or the mouse wheel over the board)</source>
        <translation>Vergrößern (Strg++, oder das Mausrad über dem Spielfeld)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="147" />
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="148" />
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="149" />
        <source>&amp;Fit to window</source>
        <translation>An Fenster &amp;anpassen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="150" />
        <source>Show the whole board again (Ctrl+0, or double-click beside the board)</source>
        <translation>Wieder das ganze Spielfeld zeigen (Strg+0, oder Doppelklick neben das Spielfeld)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="152" />
        <source>Fit</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="153" />
        <source>Next &amp;uncertain die</source>
        <translation>Nächster &amp;unsicherer Würfel</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="154" />
        <source>Jump to the next die the reader was unsure of (F3)</source>
        <translation>Zum nächsten Würfel springen, bei dem der Leser unsicher war (F3)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="155" />
        <source>Next path</source>
        <translation>Nächster Weg</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="156" />
        <source>Show the next path for this word</source>
        <translation>Den nächsten Weg für dieses Wort zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="157" />
        <source>Previous path</source>
        <translation>Vorheriger Weg</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="158" />
        <source>Show the previous path for this word</source>
        <translation>Den vorherigen Weg für dieses Wort zeigen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="159" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="160" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="161" />
        <source>&amp;About Boggle Lens</source>
        <translation>&amp;Über Boggle Lens</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="162" />
        <source>Play a &amp;round…</source>
        <translation>Eine &amp;Runde spielen…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="163" />
        <source>Play a timed round on this board and score everyone (Ctrl+G)</source>
        <translation>Eine Runde auf Zeit auf diesem Spielfeld spielen und alle Punkte zählen (Strg+G)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="165" />
        <source>Rounds &amp;played…</source>
        <translation>&amp;Gespielte Runden…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="166" />
        <source>The rounds played, by player, with export to CSV and JSON</source>
        <translation>Die gespielten Runden, nach Spieler, mit Export nach CSV und JSON</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="167" />
        <source>Dice &amp;statistics…</source>
        <translation>Würfel&amp;statistik…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="168" />
        <source>What the boards of this dice set hold: charts of many rolls</source>
        <translation>Was die Spielfelder dieses Würfelsatzes enthalten: Diagramme vieler Würfe</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="170" />
        <source>How &amp;good is this board?</source>
        <translation>Wie &amp;gut ist dieses Spielfeld?</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="171" />
        <source>This board's score against many boards rolled from its dice set</source>
        <translation>Die Punktzahl dieses Spielfelds im Vergleich zu vielen mit seinem Würfelsatz gewürfelten</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="173" />
        <source>Find a gr&amp;eat board…</source>
        <translation>Ein &amp;tolles Spielfeld finden…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="174" />
        <source>Search for a high-scoring board and put it on the board</source>
        <translation>Ein Spielfeld mit hoher Punktzahl suchen und aufs Spielfeld legen</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="175" />
        <source>P&amp;hones at the table…</source>
        <translation>&amp;Handys am Tisch…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="176" />
        <source>Phones on this network join by a QR code, snap the board, fix dice and play rounds</source>
        <translation>Handys in diesem Netz treten per QR-Code bei, fotografieren das Spielfeld, korrigieren Würfel und spielen Runden</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="182" />
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="253" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="254" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="255" />
        <source>&amp;Board</source>
        <translation>&amp;Spielfeld</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="256" />
        <source>Roll a &amp;set</source>
        <translation>&amp;Würfelsatz würfeln</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="257" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="258" />
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="259" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="261" />
        <location filename="../window_actions.py" line="265" />
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="302" />
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>WordList</name>
    <message>
        <location filename="../../model/word_order.py" line="18" />
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="19" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="20" />
        <source>Length</source>
        <translation>Länge</translation>
    </message>
</context>
<context>
    <name>WordPanel</name>
    <message>
        <location filename="../word_panel.py" line="169" />
        <location filename="../word_panel.py" line="171" />
        <source>Dictionary</source>
        <translation>Wörterbuch</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="170" />
        <location filename="../word_panel.py" line="172" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="177" />
        <source>Check a word… (Enter)</source>
        <translation>Ein Wort prüfen… (Eingabe)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="178" />
        <source>Filter the list…</source>
        <translation>Liste filtern…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="179" />
        <source>Previous path (Ctrl+Left)</source>
        <translation>Vorheriger Weg (Strg+Links)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="180" />
        <source>Next path (Ctrl+Right)</source>
        <translation>Nächster Weg (Strg+Rechts)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="200" />
        <source>Other word list…</source>
        <translation>Andere Wortliste…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="223" />
        <source>Choose a word list (one word per line)</source>
        <translation>Eine Wortliste wählen (ein Wort pro Zeile)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="225" />
        <source>Word lists (*.txt *.gz *.dic);;All files (*)</source>
        <translation>Wortlisten (*.txt *.gz *.dic);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="251" />
        <source>Loading the dictionary…</source>
        <translation>Wörterbuch wird geladen…</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../model/wording.py" line="24" />
        <source>By board size</source>
        <translation>Nach Spielfeldgröße</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="25" />
        <source>Classic (4x4)</source>
        <translation>Klassisch (4x4)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="26" />
        <source>Big (5x5)</source>
        <translation>Big (5x5)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="27" />
        <source>Super Big (6x6)</source>
        <translation>Super Big (6x6)</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="29" />
        <source>Classic 4x4</source>
        <translation>Klassisch 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="30" />
        <source>New 4x4</source>
        <translation>Neu 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="31" />
        <source>Big Boggle 5x5</source>
        <translation>Big Boggle 5x5</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="32" />
        <source>Super Big Boggle 6x6</source>
        <translation>Super Big Boggle 6x6</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="37" />
        <source>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Photograph a Boggle board, fix any misread dice, and see every word with its path.&lt;br&gt;Word list: ENABLE (public domain).</source>
        <translation>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Fotografieren Sie ein Boggle-Spielfeld, korrigieren Sie falsch gelesene Würfel und sehen Sie jedes Wort mit seinem Weg.&lt;br&gt;Wortliste: ENABLE (gemeinfrei).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="55" />
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="66" />
        <source>{some} or {last}</source>
        <translation>{some} oder {last}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="76" />
        <source>unsure: could be {faces}</source>
        <translation>unsicher: vielleicht {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="81" />
        <source>read as {face}, fairly sure; could also be {faces}</source>
        <translation>als {face} gelesen, ziemlich sicher; vielleicht auch {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="84" />
        <source>read as {face}, sure</source>
        <translation>als {face} gelesen, sicher</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="91" />
        <source>Row {row}, column {column}</source>
        <translation>Reihe {row}, Spalte {column}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="96" />
        <source>{where}: {face}. Type a letter to change it.</source>
        <translation>{where}: {face}. Tippen Sie einen Buchstaben, um ihn zu ändern.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="100" />
        <source>{where}: {face} (you corrected it; the photo was read as {read}).</source>
        <translation>{where}: {face} (von Ihnen korrigiert; das Foto wurde als {read} gelesen).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="103" />
        <source>{where}: {confidence}. Type the right letter if it is wrong.</source>
        <translation>{where}: {confidence}. Tippen Sie den richtigen Buchstaben, falls er falsch ist.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="115" />
        <source>your %n earlier correction was reapplied</source>
        <translation>Ihre frühere Korrektur wurde wieder angewandt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="116" />
        <source>your %n earlier corrections were reapplied</source>
        <translation>Ihre %n früheren Korrekturen wurden wieder angewandt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="123" />
        <source>%n die looks uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit it</source>
        <translation>%n Würfel wirkt unsicher (mit &lt;b&gt;?&lt;/b&gt; markiert): mit F3 springen Sie hin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="129" />
        <source>%n dice look uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit them</source>
        <translation>%n Würfel wirken unsicher (mit &lt;b&gt;?&lt;/b&gt; markiert): mit F3 springen Sie hin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="139" />
        <source>Read the board; {notes}.</source>
        <translation>Spielfeld gelesen; {notes}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="147" />
        <source>&lt;b&gt;%n&lt;/b&gt; word</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Wort</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="148" />
        <source>&lt;b&gt;%n&lt;/b&gt; words</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Wörter</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="152" />
        <source>&lt;b&gt;%n&lt;/b&gt; point</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Punkt</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="153" />
        <source>&lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; Punkte</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="156" />
        <source>{rules} rules, by board size</source>
        <translation>Regeln: {rules}, nach Spielfeldgröße</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="158" />
        <source>{rules} rules</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="166" />
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="167" />
        <source>big</source>
        <translation>Big</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="168" />
        <source>super big</source>
        <translation>Super Big</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="175" />
        <source>{length} letters: {count}</source>
        <translation>{length} Buchstaben: {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="187" />
        <source>One path</source>
        <translation>Ein Weg</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="188" />
        <source>Path {index} of {count}</source>
        <translation>Weg {index} von {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="194" />
        <source>The dictionary is still loading.</source>
        <translation>Das Wörterbuch wird noch geladen.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="208" />
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Wörterbuch: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="209" />
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt; · {count} words</source>
        <translation>Wörterbuch: &lt;b&gt;{name}&lt;/b&gt; · {count} Wörter</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="215" />
        <source>Could not use that word list: {reason}.</source>
        <translation>Diese Wortliste ist nicht verwendbar: {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="220" />
        <source>Still using {name}.</source>
        <translation>{name} bleibt in Gebrauch.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="226" />
        <source>Rolled or typed board</source>
        <translation>Gewürfeltes oder eingetipptes Spielfeld</translation>
    </message>
</context>
</TS>