<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AppModel</name>
    <message>
        <location filename="../../model/app.py" line="162"/>
        <source>No Boggle board was found in &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Aucune grille de Boggle trouvée dans &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="191"/>
        <source>Set die {die} to {face}</source>
        <translation>Mettre le dé {die} sur {face}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="201"/>
        <source>Select a die first, then choose its face.</source>
        <translation>Choisissez d&apos;abord un dé, puis sa face.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="206"/>
        <source>Die {die} set to {face}</source>
        <translation>Dé {die} mis sur {face}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="217"/>
        <source>Change the grid to {side}x{side}</source>
        <translation>Passer à la grille {side}x{side}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="228"/>
        <source>Roll a {dice} board</source>
        <translation>Lancer une grille {dice}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="252"/>
        <source>Showing the board you typed; Ctrl+P shows the photo.</source>
        <translation>La grille saisie est affichée ; Ctrl+P montre la photo.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="264"/>
        <source>The pasted text is not a board: {error}</source>
        <translation>Le texte collé n&apos;est pas une grille : {error}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="270"/>
        <source>Paste a board</source>
        <translation>Coller une grille</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="278"/>
        <source>No uncertain dice left.</source>
        <translation>Plus aucun dé incertain.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="286"/>
        <source>Reading &lt;b&gt;{name}&lt;/b&gt;…</source>
        <translation>Lecture de &lt;b&gt;{name}&lt;/b&gt;…</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="307"/>
        <source>Reading cancelled; the board is as it was.</source>
        <translation>Lecture annulée ; la grille est inchangée.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="321"/>
        <source>Read {name}</source>
        <translation>Lire {name}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="333"/>
        <source>Board read. Click any die to correct it.</source>
        <translation>Grille lue. Cliquez sur un dé pour le corriger.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="373"/>
        <source>Open {name} (no board found)</source>
        <translation>Ouvrir {name} (aucune grille trouvée)</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="394"/>
        <source>{name} has changed; showing the board only.</source>
        <translation>{name} a changé ; seule la grille est affichée.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="466"/>
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Le dictionnaire est encore en chargement ; réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../banner.py" line="31"/>
        <location filename="../banner.py" line="114"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../board_editing.py" line="130"/>
        <source>Type a board</source>
        <translation>Saisir une grille</translation>
    </message>
</context>
<context>
    <name>BoardEntryDialog</name>
    <message>
        <location filename="../board_entry.py" line="29"/>
        <source>Type the board</source>
        <translation>Saisir la grille</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="31"/>
        <source>Type the faces as they lie in the tray.</source>
        <translation>Tapez les faces telles qu&apos;elles sont dans la grille.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="35"/>
        <source>One row per line, or rows split by &lt;b&gt;/&lt;/b&gt; or by spaces (TNTB GDAR ELTE SISH). Letters side by side or separated by spaces or commas. &lt;b&gt;Q&lt;/b&gt; means Qu; two-letter faces: An Er He In Th (with spaces or commas); &lt;b&gt;*&lt;/b&gt; is a blank.</source>
        <translation>Une rangée par ligne, ou des rangées séparées par &lt;b&gt;/&lt;/b&gt; ou par des espaces (TNTB GDAR ELTE SISH). Lettres accolées ou séparées par des espaces ou des virgules. &lt;b&gt;Q&lt;/b&gt; signifie Qu ; faces à deux lettres : An Er He In Th (avec espaces ou virgules) ; &lt;b&gt;*&lt;/b&gt; est une face vide.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="83"/>
        <source>A {rows} x {cols} board.</source>
        <translation>Une grille de {rows} x {cols}.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../camera.py" line="66"/>
        <source>Camera support is not installed (QtMultimedia: {error})</source>
        <translation>La prise en charge des caméras n&apos;est pas installée (QtMultimedia : {error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="72"/>
        <source>No camera backend is available ({error})</source>
        <translation>Aucun pilote de caméra n&apos;est disponible ({error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="76"/>
        <source>No camera found on this computer</source>
        <translation>Aucune caméra trouvée sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>Dictionaries</name>
    <message>
        <location filename="../../model/dictionaries.py" line="49"/>
        <source>ENABLE (bundled)</source>
        <translation>ENABLE (fournie)</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="51"/>
        <source>System words ({path})</source>
        <translation>Mots du système ({path})</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="71"/>
        <source>No system word list: {path} does not exist</source>
        <translation>Pas de liste de mots du système : {path} n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="78"/>
        <source>System words</source>
        <translation>Mots du système</translation>
    </message>
</context>
<context>
    <name>EditionMenu</name>
    <message>
        <location filename="../../model/edition.py" line="42"/>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="43"/>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="44"/>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="45"/>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <location filename="../../model/edition.py" line="46"/>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <location filename="../edition_menu.py" line="50"/>
        <source>&amp;Game language</source>
        <translation>&amp;Langue du jeu</translation>
    </message>
    <message>
        <location filename="../edition_menu.py" line="52"/>
        <source>The language of the dice and the dictionary</source>
        <translation>La langue des dés et du dictionnaire</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../model/error_text.py" line="28"/>
        <source>the board is empty</source>
        <translation>la grille est vide</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="29"/>
        <source>the board text is empty</source>
        <translation>le texte de la grille est vide</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="30"/>
        <source>the board text has an empty row</source>
        <translation>le texte de la grille a une rangée vide</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="31"/>
        <source>row {row} has {count} but row 1 has {first}: every row needs the same number of faces</source>
        <translation>la rangée {row} a {count} mais la rangée 1 a {first} : toutes les rangées doivent avoir le même nombre de faces</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="35"/>
        <source>row {row}, face {column}: “{face}” is not a Boggle face</source>
        <translation>rangée {row}, face {column} : « {face} » n&apos;est pas une face de Boggle</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="38"/>
        <source>row {row}, face {column}: “{face}” is not a Boggle face (use A-Z, Qu, An, Er, He, In, Th, Ñ or {blank} for a blank)</source>
        <translation>rangée {row}, face {column} : « {face} » n&apos;est pas une face de Boggle (utilisez A-Z, Qu, An, Er, He, In, Th, Ñ ou {blank} pour une face vide)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="43"/>
        <source>a board is at most {side} x {side} faces</source>
        <translation>une grille a au plus {side} x {side} faces</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="44"/>
        <source>{count} in one row: a row holds at most {side} faces, and {number} is not a square number (16 faces make a 4x4 board, 25 a 5x5, 36 a 6x6): write the rows separated by /, like ABCD/EFGH/IJKL/MNOP</source>
        <translation>{count} sur une rangée : une rangée a au plus {side} faces, et {number} n&apos;est pas un carré (16 faces font une grille 4x4, 25 une 5x5, 36 une 6x6) : séparez les rangées par /, comme ABCD/EFGH/IJKL/MNOP</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="50"/>
        <source>“{row}” is not one face, but “{face}” is: write the rows separated by / or new lines (ABCD/EFGH), or by spaces when every row has the same number of faces (ABCD EFGH)</source>
        <translation>« {row} » n’est pas une seule face, mais « {face} » en est une : séparez les rangées par / ou par des retours à la ligne (ABCD/EFGH), ou par des espaces quand chaque rangée a le même nombre de faces (ABCD EFGH)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="56"/>
        <source>{name} is a damaged gzip file</source>
        <translation>{name} est un fichier gzip endommagé</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="57"/>
        <source>{name} is empty</source>
        <translation>{name} est vide</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="58"/>
        <source>{name} is larger than {megabytes} MB; is it a word list?</source>
        <translation>{name} dépasse {megabytes} Mo ; est-ce bien une liste de mots ?</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="61"/>
        <source>{name} is a binary file, not a word list (one word per line)</source>
        <translation>{name} est un fichier binaire, pas une liste de mots (un mot par ligne)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="64"/>
        <source>{name} is not UTF-8 text (line {line} has the byte {byte}): save it as UTF-8 and load it again</source>
        <translation>{name} n&apos;est pas du texte UTF-8 (la ligne {line} contient l&apos;octet {byte}) : enregistrez-le en UTF-8 et chargez-le à nouveau</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="69"/>
        <source>{name} was converted to UTF-8 twice (line {line} has “{found}” where one accented letter belongs): use the original file</source>
        <translation>{name} a été converti deux fois en UTF-8 (la ligne {line} contient « {found} » au lieu d&apos;une lettre accentuée) : utilisez le fichier d&apos;origine</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="74"/>
        <source>{name} mixes scripts: line {line} (“{entry}”) is not in Latin letters, as this language&apos;s words are</source>
        <translation>{name} mélange les alphabets : la ligne {line} (« {entry} ») n&apos;est pas en lettres latines, comme le sont les mots de cette langue</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="79"/>
        <source>{name} has no usable words: a word list needs one word per line</source>
        <translation>{name} n&apos;a aucun mot utilisable : une liste de mots a un mot par ligne</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="82"/>
        <source>there is no system word list at {path} (on Debian or Ubuntu: sudo apt-get install {package})</source>
        <translation>il n&apos;y a pas de liste de mots du système dans {path} (sous Debian ou Ubuntu : sudo apt-get install {package})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="87"/>
        <source>the {language} word list is not installed ({path} is missing): install Debian&apos;s {package} package (sudo apt-get install {package})</source>
        <translation>la liste de mots ({language}) n&apos;est pas installée ({path} manque) : installez le paquet Debian {package} (sudo apt-get install {package})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="93"/>
        <source>{path} was not found</source>
        <translation>{path} est introuvable</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="94"/>
        <source>{path} is a folder, not a file</source>
        <translation>{path} est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="95"/>
        <source>{path} may not be read (permission denied)</source>
        <translation>{path} ne peut pas être lu (permission refusée)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="96"/>
        <source>{path} could not be read ({problem})</source>
        <translation>{path} n&apos;a pas pu être lu ({problem})</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="98"/>
        <source>the file is empty: it is not an image</source>
        <translation>le fichier est vide : ce n&apos;est pas une image</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="99"/>
        <source>the file is not an image (not JPEG, PNG, HEIC, WebP, BMP or TIFF)</source>
        <translation>le fichier n&apos;est pas une image (ni JPEG, PNG, HEIC, WebP, BMP ou TIFF)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="102"/>
        <source>{kind} images are not supported; export the photo as JPEG or PNG</source>
        <translation>les images {kind} ne sont pas prises en charge ; exportez la photo en JPEG ou PNG</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="105"/>
        <source>the image is truncated or damaged</source>
        <translation>l&apos;image est tronquée ou endommagée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="106"/>
        <source>the image has no pixels</source>
        <translation>l&apos;image n&apos;a aucun pixel</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="107"/>
        <source>the file claims {width} x {height} pixels in only {kilobytes} KB: it is damaged, or a decompression bomb</source>
        <translation>le fichier annonce {width} x {height} pixels en seulement {kilobytes} Ko : il est endommagé, ou c’est une bombe de décompression</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="112"/>
        <source>the image is {width} x {height} pixels ({megapixels} megapixels); the limit is {limit} megapixels</source>
        <translation>l&apos;image fait {width} x {height} pixels ({megapixels} mégapixels) ; la limite est de {limit} mégapixels</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="117"/>
        <source>the file is not an image</source>
        <translation>le fichier n&apos;est pas une image</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="118"/>
        <source>the image&apos;s pixel type is not supported</source>
        <translation>le type de pixels de l&apos;image n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="119"/>
        <source>the HEIC image is truncated or damaged</source>
        <translation>l&apos;image HEIC est tronquée ou endommagée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="120"/>
        <source>the HEIC image has no colour picture in it</source>
        <translation>l&apos;image HEIC ne contient aucune image en couleur</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="121"/>
        <source>HEIC images need the pillow-heif package: pip install pillow-heif</source>
        <translation>les images HEIC demandent le paquet pillow-heif : pip install pillow-heif</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="125"/>
        <source>no Boggle board found</source>
        <translation>aucune grille de Boggle trouvée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="126"/>
        <source>no frames to read</source>
        <translation>aucune image à lire</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="127"/>
        <source>no Boggle board found in any of the {frames} frames</source>
        <translation>aucune grille de Boggle trouvée dans les {frames} images</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="130"/>
        <source>reading cancelled</source>
        <translation>lecture annulée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="132"/>
        <source>an outline needs 4 corners of X,Y each, not {count}</source>
        <translation>un contour a besoin de 4 coins X,Y, pas de {count}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="135"/>
        <source>a corner of the outline is not two numbers</source>
        <translation>un coin du contour n&apos;est pas fait de deux nombres</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="138"/>
        <source>a corner of the outline is not two finite numbers</source>
        <translation>un coin du contour n&apos;est pas fait de deux nombres finis</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="141"/>
        <source>the corner {corner} is far off the photo ({width} x {height} pixels)</source>
        <translation>le coin {corner} est loin en dehors de la photo ({width} x {height} pixels)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="144"/>
        <source>two corners are on top of each other: an outline needs four corners apart</source>
        <translation>deux coins sont l&apos;un sur l&apos;autre : un contour a besoin de quatre coins distincts</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="147"/>
        <source>the four corners are on one line: give the board&apos;s four corners</source>
        <translation>les quatre coins sont alignés : donnez les quatre coins de la grille</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="150"/>
        <source>the corners cross or fold in: give them in order round the board</source>
        <translation>les coins se croisent ou rentrent vers l&apos;intérieur : donnez-les dans l&apos;ordre autour de la grille</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="153"/>
        <source>no Boggle dice inside the outline</source>
        <translation>aucun dé de Boggle dans le contour</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="154"/>
        <source>an outline is at most {limit} characters</source>
        <translation>un contour fait au plus {limit} caractères</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="155"/>
        <source>not a video that can be decoded (damaged, or not a video at all)</source>
        <translation>pas une vidéo lisible (endommagée, ou pas une vidéo du tout)</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="158"/>
        <source>no frame of this video could be decoded</source>
        <translation>aucune image de cette vidéo n&apos;a pu être décodée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="159"/>
        <source>the model file {file} is missing; reinstall Boggle Lens</source>
        <translation>le fichier de modèle {file} manque ; réinstallez Boggle Lens</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="162"/>
        <source>the model file {file} is damaged; reinstall Boggle Lens</source>
        <translation>le fichier de modèle {file} est endommagé ; réinstallez Boggle Lens</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="166"/>
        <source>a round needs at least one player</source>
        <translation>une manche demande au moins un joueur</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="167"/>
        <source>no player called {name}</source>
        <translation>aucun joueur ne s&apos;appelle {name}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="168"/>
        <source>players are chosen before the round starts</source>
        <translation>les joueurs se choisissent avant le début de la manche</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="171"/>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="172"/>
        <source>there is already a player called {name}</source>
        <translation>il y a déjà un joueur nommé {name}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="173"/>
        <source>the round is already scored</source>
        <translation>la manche est déjà comptée</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="174"/>
        <source>the rules are set before the round starts</source>
        <translation>les règles se choisissent avant le début de la manche</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="177"/>
        <source>the round&apos;s length is set before it starts</source>
        <translation>la durée de la manche se règle avant son début</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="180"/>
        <source>the round is paused</source>
        <translation>la manche est en pause</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="181"/>
        <source>start the round to enter words</source>
        <translation>lancez la manche pour saisir des mots</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="182"/>
        <source>lists are pasted in once the time is up</source>
        <translation>les listes se collent une fois le temps écoulé</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="185"/>
        <source>a player&apos;s name cannot hold control characters</source>
        <translation>le nom d&apos;un joueur ne peut pas contenir de caractères de contrôle</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="188"/>
        <source>a player&apos;s name is at most {limit} characters</source>
        <translation>le nom d&apos;un joueur compte au plus {limit} caractères</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="191"/>
        <source>the host removed this player from the table</source>
        <translation>l&apos;hôte a retiré ce joueur de la table</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="192"/>
        <source>the board is fixed while a round is on</source>
        <translation>la grille ne change pas pendant une manche</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="193"/>
        <source>the host starts, pauses and ends the rounds</source>
        <translation>l&apos;hôte lance, met en pause et termine les manches</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="196"/>
        <source>a round is already on</source>
        <translation>une manche est déjà en cours</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="197"/>
        <source>no round is on</source>
        <translation>aucune manche n&apos;est en cours</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="198"/>
        <source>no photo to read again: snap one first</source>
        <translation>aucune photo à relire : prenez-en une d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="199"/>
        <source>a word is at most {limit} letters</source>
        <translation>un mot compte au plus {limit} lettres</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="200"/>
        <source>type a word</source>
        <translation>tapez un mot</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="201"/>
        <source>a photo is at most {megabytes} MB</source>
        <translation>une photo pèse au plus {megabytes} Mo</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="202"/>
        <source>the upload is empty: send the photo as the body, or the field &apos;photo&apos;</source>
        <translation>l&apos;envoi est vide : envoyez la photo comme corps de la requête, ou dans le champ « photo »</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="205"/>
        <source>the form has no field named &quot;photo&quot;</source>
        <translation>le formulaire n&apos;a pas de champ « photo »</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="206"/>
        <source>names and words cannot hold the invisible or unpaired character {code}</source>
        <translation>les noms et les mots ne peuvent pas contenir le caractère invisible ou isolé {code}</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="209"/>
        <source>this phone has not joined as that player: join first</source>
        <translation>ce téléphone n&apos;a pas rejoint la table sous ce nom : rejoignez-la d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="212"/>
        <source>another phone plays as {name} at this table</source>
        <translation>un autre téléphone joue sous le nom {name} à cette table</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="215"/>
        <source>a table has at most {limit} players</source>
        <translation>une table compte au plus {limit} joueurs</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="216"/>
        <source>at most {rate} words a second: wait a moment</source>
        <translation>au plus {rate} mots par seconde : patientez un instant</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="219"/>
        <source>the table could not write to its disk: try again</source>
        <translation>la table n&apos;a pas pu écrire sur son disque : réessayez</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="222"/>
        <source>{limit} photos are on their way already: try again in a moment</source>
        <translation>{limit} photos sont déjà en route : réessayez dans un instant</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="225"/>
        <source>a list holds at most {limit} words</source>
        <translation>une liste compte au plus {limit} mots</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="231"/>
        <source>%n face</source>
        <translation>%n face</translation>
    </message>
    <message>
        <location filename="../../model/error_text.py" line="231"/>
        <source>%n faces</source>
        <translation>%n faces</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../errors.py" line="35"/>
        <source>Boggle Lens: unexpected error</source>
        <translation>Boggle Lens : erreur inattendue</translation>
    </message>
    <message>
        <location filename="../errors.py" line="37"/>
        <source>Something went wrong that the app did not expect. Your board is saved; you can keep going. Please report this with the details below.</source>
        <translation>Un problème inattendu s&apos;est produit. Votre grille est enregistrée ; vous pouvez continuer. Merci de le signaler avec les détails ci-dessous.</translation>
    </message>
</context>
<context>
    <name>FacePicker</name>
    <message>
        <location filename="../face_picker.py" line="75"/>
        <source>Could be:</source>
        <translation>Peut-être :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="79"/>
        <source>Set the selected die to {face}</source>
        <translation>Mettre le dé choisi sur {face}</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="97"/>
        <source>Set the selected die to {face}: the reader&apos;s next guess for it (key {key})</source>
        <translation>Mettre le dé choisi sur {face} : la deuxième hypothèse de la lecture (touche {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="100"/>
        <source>Set the selected die to {face}: another of the reader&apos;s guesses for it (key {key})</source>
        <translation>Mettre le dé choisi sur {face} : une autre hypothèse de la lecture (touche {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="106"/>
        <source>Click a die and type its letter, or:</source>
        <translation>Cliquez sur un dé et tapez sa lettre, ou :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="107"/>
        <source>or:</source>
        <translation>ou :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="149"/>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
</context>
<context>
    <name>GreatBoard</name>
    <message>
        <location filename="../../model/great_board.py" line="135"/>
        <source>The search stopped: {error}</source>
        <translation>La recherche s&apos;est arrêtée : {error}</translation>
    </message>
    <message>
        <location filename="../../model/great_board.py" line="147"/>
        <source>Load a great board ({score} points)</source>
        <translation>Charger une excellente grille ({score} points)</translation>
    </message>
    <message>
        <location filename="../../model/great_board.py" line="155"/>
        <source>Loaded a great board: {rows}, {score} points by the {rules} rules of its size.</source>
        <translation>Excellente grille chargée : {rows}, {score} points avec les règles {rules} de sa taille.</translation>
    </message>
</context>
<context>
    <name>GreatBoardDialog</name>
    <message>
        <location filename="../great_board_dialog.py" line="49"/>
        <source>Find a great board</source>
        <translation>Trouver une excellente grille</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="55"/>
        <source>Searches for the highest-scoring board it can find in the time you give it, as &lt;tt&gt;boggle-lens best&lt;/tt&gt; does: from a random roll it turns and swaps dice while the score rises, then shakes up a few dice and climbs again, keeping the best board it finds, and shows that board. The best 4x4 board known scores 3,623 points with ENABLE.</source>
        <translation>Cherche la grille au meilleur score possible dans le temps donné, comme &lt;tt&gt;boggle-lens best&lt;/tt&gt; : à partir d’un lancer au hasard, elle tourne et échange des dés tant que le score monte, puis secoue quelques dés et remonte encore, en gardant la meilleure grille trouvée, qu’elle affiche ensuite. La meilleure grille 4x4 connue vaut 3 623 points avec ENABLE.</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="70"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="73"/>
        <source>Unticked, any letter may be on any die (Qu for Q)</source>
        <translation>Décoché, n&apos;importe quelle lettre peut être sur n&apos;importe quel dé (Qu pour Q)</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="80"/>
        <source>&amp;Search</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="82"/>
        <source>S&amp;top and use it</source>
        <translation>&amp;Arrêter et la prendre</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="84"/>
        <source>End the search now and put its best board so far on screen</source>
        <translation>Arrêter la recherche et afficher la meilleure grille trouvée jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="86"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="88"/>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="89"/>
        <source>Search for</source>
        <translation>Chercher pendant</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="131"/>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="143"/>
        <source>Only boards the {dice} dice can show</source>
        <translation>Seulement des grilles possibles avec les dés {dice}</translation>
    </message>
    <message>
        <location filename="../great_board_dialog.py" line="150"/>
        <source>Best so far: &lt;b&gt;{score} points&lt;/b&gt; &lt;tt&gt;{board}&lt;/tt&gt;&lt;br&gt;{tried} boards tried</source>
        <translation>Meilleure jusqu&apos;ici : &lt;b&gt;{score} points&lt;/b&gt; &lt;tt&gt;{board}&lt;/tt&gt;&lt;br&gt;{tried} grilles essayées</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../model/history.py" line="38"/>
        <source>cannot open the history file {path}: {error}</source>
        <translation>impossible d&apos;ouvrir le fichier d&apos;historique {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="39"/>
        <source>cannot write to the history file {path}: {error}</source>
        <translation>impossible d&apos;écrire dans le fichier d&apos;historique {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="40"/>
        <source>cannot read the history file {path}: {error}</source>
        <translation>impossible de lire le fichier d&apos;historique {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="86"/>
        <source>cannot create the history folder {path}: {error}</source>
        <translation>impossible de créer le dossier d&apos;historique {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="94"/>
        <source>The history file {path} was damaged ({damage}). It was moved to {moved} and a new, empty history was started.</source>
        <translation>Le fichier d&apos;historique {path} était endommagé ({damage}). Il a été déplacé vers {moved} et un nouvel historique vide a été commencé.</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="103"/>
        <source>cannot start a new history at {path}: {error}</source>
        <translation>impossible de commencer un nouvel historique dans {path} : {error}</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="140"/>
        <source>the history file {path} was written by a newer Boggle Lens (schema version {version}; this one knows up to {known}). It was left as it is: update Boggle Lens to read it.</source>
        <translation>le fichier d&apos;historique {path} a été écrit par une version plus récente de Boggle Lens (schéma {version} ; celle-ci connaît jusqu&apos;au {known}). Il a été laissé tel quel : mettez Boggle Lens à jour pour le lire.</translation>
    </message>
    <message>
        <location filename="../../model/history.py" line="177"/>
        <source>the history file {path} is damaged and could not be moved aside: {error}</source>
        <translation>le fichier d&apos;historique {path} est endommagé et n&apos;a pas pu être mis de côté : {error}</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../history_window.py" line="33"/>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="35"/>
        <source>Played</source>
        <translation>Jouée le</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="36"/>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="37"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="38"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="39"/>
        <source>Won</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="50"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="58"/>
        <source>Rounds played</source>
        <translation>Manches jouées</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="64"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="65"/>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="67"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="74"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="75"/>
        <source>Style</source>
        <translation>Style</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="112"/>
        <source>%n round</source>
        <translation>%n manche</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="113"/>
        <source>%n rounds</source>
        <translation>%n manches</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="131"/>
        <source>Export the rounds as {kind}</source>
        <translation>Exporter les manches en {kind}</translation>
    </message>
    <message>
        <location filename="../history_window.py" line="140"/>
        <source>Could not write {path}: {error}</source>
        <translation>Impossible d&apos;écrire {path} : {error}</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../../model/launch.py" line="43"/>
        <source>Board from the command line</source>
        <translation>Grille de la ligne de commande</translation>
    </message>
</context>
<context>
    <name>LiveFeeds</name>
    <message>
        <location filename="../live_feeds.py" line="74"/>
        <source>{name} was disconnected.</source>
        <translation>{name} a été déconnecté.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="94"/>
        <source>There is no video file {path}.</source>
        <translation>Le fichier vidéo {path} n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="110"/>
        <source>the file is not a video</source>
        <translation>le fichier n&apos;est pas une vidéo</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="112"/>
        <location filename="../live_feeds.py" line="122"/>
        <source>Could not play {name}: {why}.</source>
        <translation>Impossible de lire {name} : {why}.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="118"/>
        <source>{name} has no video in it.</source>
        <translation>{name} ne contient pas de vidéo.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="120"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="131"/>
        <source>{name} ended before a single frame could be shown.</source>
        <translation>{name} s&apos;est terminé avant qu&apos;une seule image ait pu être affichée.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="139"/>
        <source>{name} stopped at {stopped} s of {length} s: the file seems cut short.</source>
        <translation>{name} s&apos;est arrêté à {stopped} s sur {length} s : le fichier semble tronqué.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="143"/>
        <source>{name} has ended.</source>
        <translation>{name} est terminé.</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="163"/>
        <source>the camera</source>
        <translation>la caméra</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="188"/>
        <source>it stopped responding</source>
        <translation>elle ne répond plus</translation>
    </message>
    <message>
        <location filename="../live_feeds.py" line="189"/>
        <source>The camera failed: {why}.</source>
        <translation>La caméra a échoué : {why}.</translation>
    </message>
</context>
<context>
    <name>LiveLaunch</name>
    <message>
        <location filename="../live_launch.py" line="88"/>
        <source>Camera unavailable: {reason}</source>
        <translation>Caméra indisponible : {reason}</translation>
    </message>
    <message>
        <location filename="../live_launch.py" line="104"/>
        <source>Scan a video of a board</source>
        <translation>Scanner la vidéo d&apos;une grille</translation>
    </message>
    <message>
        <location filename="../live_launch.py" line="123"/>
        <source>Could not keep the captured frame: {error}</source>
        <translation>Impossible de garder l&apos;image capturée : {error}</translation>
    </message>
</context>
<context>
    <name>LiveScan</name>
    <message>
        <location filename="../../model/live_scan.py" line="123"/>
        <location filename="../../model/live_scan.py" line="185"/>
        <source>Looking for the board…</source>
        <translation>Recherche de la grille…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="189"/>
        <source>The board runs off the edge: move back a bit.</source>
        <translation>La grille dépasse du cadre : reculez un peu.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="192"/>
        <source>Board found: hold still…</source>
        <translation>Grille trouvée : ne bougez plus…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="194"/>
        <source>Holding steady…</source>
        <translation>Stable…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="272"/>
        <source>{why} Reading the frames seen…</source>
        <translation>{why} Lecture des images vues…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="275"/>
        <source>Reading the dice…</source>
        <translation>Lecture des dés…</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="287"/>
        <source>Board captured.</source>
        <translation>Grille capturée.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="294"/>
        <source>%n die not sure yet: keep holding still, or press Capture.</source>
        <translation>%n dé encore incertain : ne bougez pas, ou appuyez sur Capturer.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="300"/>
        <source>%n dice not sure yet: keep holding still, or press Capture.</source>
        <translation>%n dés encore incertains : ne bougez pas, ou appuyez sur Capturer.</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="316"/>
        <source>Could not read the board: {reason}</source>
        <translation>Impossible de lire la grille : {reason}</translation>
    </message>
    <message>
        <location filename="../../model/live_scan.py" line="318"/>
        <source>Not readable yet: {reason}</source>
        <translation>Pas encore lisible : {reason}</translation>
    </message>
</context>
<context>
    <name>LiveScanner</name>
    <message>
        <location filename="../live_scanner.py" line="72"/>
        <source>Scan a board</source>
        <translation>Scanner une grille</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="90"/>
        <source>Looking for the board…</source>
        <translation>Recherche de la grille…</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="94"/>
        <source>Which camera to scan with</source>
        <translation>La caméra pour scanner</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="97"/>
        <source>The camera&apos;s resolution: more pixels read small dice</source>
        <translation>La résolution de la caméra : plus de pixels lisent les petits dés</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="99"/>
        <source>Open video…</source>
        <translation>Ouvrir une vidéo…</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="101"/>
        <source>Scan a video file instead (or drop one on the preview)</source>
        <translation>Scanner plutôt un fichier vidéo (ou en déposer un sur l&apos;aperçu)</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="103"/>
        <source>Capture on its own</source>
        <translation>Capturer tout seul</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="105"/>
        <source>Capture as soon as the board holds still and every die reads</source>
        <translation>Capturer dès que la grille est immobile et que chaque dé est lu</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="108"/>
        <source>Capture</source>
        <translation>Capturer</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="109"/>
        <source>Read the board from the frames seen so far, now</source>
        <translation>Lire la grille maintenant, à partir des images vues jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="112"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="115"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="164"/>
        <source>No camera found on this computer: open a video instead.</source>
        <translation>Aucune caméra sur cet ordinateur : ouvrez plutôt une vidéo.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="172"/>
        <source>That camera is no longer connected.</source>
        <translation>Cette caméra n&apos;est plus branchée.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="185"/>
        <source>Scan a board: {name}</source>
        <translation>Scanner une grille : {name}</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="204"/>
        <source>No camera</source>
        <translation>Aucune caméra</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="215"/>
        <source>Camera&apos;s own</source>
        <translation>Celle de la caméra</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="247"/>
        <source>Scan a video of a board</source>
        <translation>Scanner la vidéo d&apos;une grille</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="273"/>
        <source>Looking for the board failed: {message}</source>
        <translation>La recherche de la grille a échoué : {message}</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="289"/>
        <source>Nothing to capture yet: no frame has come in.</source>
        <translation>Rien à capturer pour l&apos;instant : aucune image n&apos;est arrivée.</translation>
    </message>
    <message>
        <location filename="../live_scanner.py" line="300"/>
        <source>Read: {letters}</source>
        <translation>Lu : {letters}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="195"/>
        <source>Camera unavailable: {reason}</source>
        <translation>Caméra indisponible : {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241"/>
        <source>Drag a corner onto the board&apos;s corner, or move the orange one with the arrow keys (Shift: larger steps) and press F4 for the next</source>
        <translation>Faites glisser un coin sur le coin de la grille, ou déplacez le coin orange avec les flèches (Maj : pas plus grands) et appuyez sur F4 pour le suivant</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="266"/>
        <source>reading the photo</source>
        <translation>lecture de la photo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="281"/>
        <source>Dictionary: loading {name}…</source>
        <translation>Dictionnaire : chargement de {name}…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="286"/>
        <source>Dictionary: compiling {name} for its first use… {percent}%</source>
        <translation>Dictionnaire : compilation de {name} pour sa première utilisation… {percent} %</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="54"/>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="105"/>
        <source>The rounds played cannot be shown: {reason}</source>
        <translation>Impossible d&apos;afficher les manches jouées : {reason}</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="137"/>
        <source>Playing by the standard rules: {reason}</source>
        <translation>Partie avec les règles standard : {reason}</translation>
    </message>
    <message>
        <location filename="../round_actions.py" line="158"/>
        <source>The board has changed since the round began.</source>
        <translation>La grille a changé depuis le début de la manche.</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="23"/>
        <source>Grid size</source>
        <translation>Taille de la grille</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="24"/>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="30"/>
        <source>Dictionary: loading…</source>
        <translation>Dictionnaire : chargement…</translation>
    </message>
    <message>
        <location filename="../window_language.py" line="50"/>
        <source>The windows of a game under way change language when next opened.</source>
        <translation>Les fenêtres d&apos;une partie en cours changeront de langue à leur prochaine ouverture.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="376"/>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
</context>
<context>
    <name>OutlineMoves</name>
    <message>
        <location filename="../../model/outline_moves.py" line="66"/>
        <source>Reading the board inside the corners…</source>
        <translation>Lecture de la grille dans les coins…</translation>
    </message>
    <message>
        <location filename="../../model/outline_moves.py" line="95"/>
        <source>Board read inside the corners.</source>
        <translation>Grille lue dans les coins.</translation>
    </message>
    <message>
        <location filename="../../model/outline_moves.py" line="118"/>
        <source>Move the corners</source>
        <translation>Déplacer les coins</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../table_panels.py" line="94"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="96"/>
        <source>Send the selected phone away; its player cannot rejoin</source>
        <translation>Renvoyer le téléphone choisi ; son joueur ne pourra pas revenir</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="123"/>
        <source>Phones ({count})</source>
        <translation>Téléphones ({count})</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="125"/>
        <source>Phones: none yet</source>
        <translation>Téléphones : aucun pour le moment</translation>
    </message>
</context>
<context>
    <name>PhotoInput</name>
    <message>
        <location filename="../photo_input.py" line="22"/>
        <source>Photos ({patterns});;All files (*)</source>
        <translation>Photos ({patterns});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../photo_input.py" line="28"/>
        <source>Videos ({patterns});;All files (*)</source>
        <translation>Vidéos ({patterns});;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>PhotoReading</name>
    <message>
        <location filename="../photo_reading.py" line="51"/>
        <source>The photo reader is not available in this build; type the board in instead.</source>
        <translation>La lecture des photos n&apos;est pas disponible dans cette version ; saisissez plutôt la grille.</translation>
    </message>
    <message>
        <location filename="../photo_reading.py" line="91"/>
        <source>opening the photo</source>
        <translation>ouverture de la photo</translation>
    </message>
</context>
<context>
    <name>PhotoSources</name>
    <message>
        <location filename="../photo_sources.py" line="72"/>
        <source>Open a photo of a board</source>
        <translation>Ouvrir la photo d&apos;une grille</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="101"/>
        <source>The clipboard holds no image, file or board.</source>
        <translation>Le presse-papiers ne contient ni image, ni fichier, ni grille.</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="108"/>
        <source>Could not keep the pasted image: {error}</source>
        <translation>Impossible de garder l&apos;image collée : {error}</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="121"/>
        <source>Could not keep the dropped image: {error}</source>
        <translation>Impossible de garder l&apos;image déposée : {error}</translation>
    </message>
</context>
<context>
    <name>PlayersEditor</name>
    <message>
        <location filename="../round_players.py" line="28"/>
        <source>Double-click a name to change it</source>
        <translation>Double-cliquez sur un nom pour le changer</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="29"/>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="30"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="42"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../round_players.py" line="82"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>ReadProgress</name>
    <message>
        <location filename="../read_progress.py" line="33"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="34"/>
        <source>Stop reading; the board stays as it was</source>
        <translation>Arrêter la lecture ; la grille reste inchangée</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="47"/>
        <source>loading the photo</source>
        <translation>chargement de la photo</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="48"/>
        <source>finding the board</source>
        <translation>recherche de la grille</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="49"/>
        <source>reading the dice</source>
        <translation>lecture des dés</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="50"/>
        <source>choosing the sharpest frames</source>
        <translation>choix des images les plus nettes</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="51"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../model/reading.py" line="61"/>
        <source>Type the board</source>
        <translation>Saisir la grille</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="62"/>
        <source>Open the photo again</source>
        <translation>Rouvrir la photo</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="63"/>
        <source>Move the corners</source>
        <translation>Déplacer les coins</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="64"/>
        <source>Take the photo again</source>
        <translation>Reprendre la photo</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="103"/>
        <source>the photo</source>
        <translation>la photo</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="109"/>
        <source>No Boggle board found in {name}. Drag the four corners onto the board&apos;s corners, take the photo again from above with the whole tray in view, or type the board.</source>
        <translation>Aucune grille de Boggle trouvée dans {name}. Faites glisser les quatre coins sur les coins de la grille, reprenez la photo d&apos;au-dessus avec tout le plateau visible, ou tapez la grille.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="118"/>
        <source>No Boggle board found in {name}. Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Aucune grille de Boggle trouvée dans {name}. Essayez une photo prise du dessus avec toute la grille visible, ou saisissez la grille.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="124"/>
        <source>No Boggle board found in {name} ({detail}). Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Aucune grille de Boggle trouvée dans {name} ({detail}). Essayez une photo prise du dessus avec toute la grille visible, ou saisissez la grille.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="136"/>
        <source>Could not open {name}: {reason}</source>
        <translation>Impossible d&apos;ouvrir {name} : {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="139"/>
        <source>Reading {name} failed unexpectedly: {error}: {reason}</source>
        <translation>La lecture de {name} a échoué de façon inattendue : {error} : {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="156"/>
        <source>Showing your board from before &lt;b&gt;{name}&lt;/b&gt;, the photo on screen when Boggle Lens last closed. {reason}</source>
        <translation>Voici votre grille d&apos;avant &lt;b&gt;{name}&lt;/b&gt;, la photo affichée à la dernière fermeture de Boggle Lens. {reason}</translation>
    </message>
</context>
<context>
    <name>Round</name>
    <message>
        <location filename="../../model/round.py" line="369"/>
        <source>Could not save the round in the history: {error}</source>
        <translation>Impossible d&apos;enregistrer la manche dans l&apos;historique : {error}</translation>
    </message>
    <message>
        <location filename="../../model/round.py" line="402"/>
        <source>Could not re-score the round in the history: {error}</source>
        <translation>Impossible de recompter la manche dans l&apos;historique : {error}</translation>
    </message>
</context>
<context>
    <name>RoundResults</name>
    <message>
        <location filename="../round_results.py" line="117"/>
        <source>Cancel words that more than one player found</source>
        <translation>Annuler les mots trouvés par plus d&apos;un joueur</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="118"/>
        <source>Classic rules: a word on two lists scores for nobody</source>
        <translation>Règle classique : un mot présent sur deux listes ne rapporte à personne</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="122"/>
        <location filename="../round_results.py" line="168"/>
        <source>Missed word</source>
        <translation>Mot manqué</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="122"/>
        <location filename="../round_results.py" line="168"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Worth</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="176"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../round_results.py" line="188"/>
        <source>{tally} — score {score}</source>
        <translation>{tally} — score {score}</translation>
    </message>
</context>
<context>
    <name>RoundWindow</name>
    <message>
        <location filename="../round_window.py" line="67"/>
        <source>Play a round</source>
        <translation>Jouer une manche</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="95"/>
        <location filename="../round_window.py" line="243"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="96"/>
        <location filename="../round_window.py" line="249"/>
        <source>&amp;End the timer</source>
        <translation>&amp;Arrêter le sablier</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="98"/>
        <source>Stop the clock now, or skip it for lists written on paper</source>
        <translation>Arrêter le temps maintenant, ou s&apos;en passer pour des listes écrites sur papier</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="100"/>
        <source>S&amp;core the round</source>
        <translation>&amp;Compter les points</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="101"/>
        <source>&amp;New round</source>
        <translation>&amp;Nouvelle manche</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="103"/>
        <source>Another round, with these players, on the board shown</source>
        <translation>Une autre manche, avec ces joueurs, sur la grille affichée</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="108"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="111"/>
        <source>How long the round lasts (3 minutes is the classic length)</source>
        <translation>La durée de la manche (3 minutes est la durée classique)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="113"/>
        <source>Sound at the end</source>
        <translation>Son à la fin</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="115"/>
        <source>&amp;House rules…</source>
        <translation>Règles &amp;maison…</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="117"/>
        <source>Score with letter values and bonus dice from a TOML file (see the README)</source>
        <translation>Compter avec des valeurs de lettres et des dés bonus d&apos;un fichier TOML (voir le README)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="119"/>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="125"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="139"/>
        <source>Who is typing (Ctrl+1, Ctrl+2, …)</source>
        <translation>Qui tape (Ctrl+1, Ctrl+2, …)</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="141"/>
        <source>Type a word and press Enter</source>
        <translation>Tapez un mot et appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="149"/>
        <source>A list from paper: one word per line</source>
        <translation>Une liste sur papier : un mot par ligne</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="151"/>
        <source>&amp;Add this list</source>
        <translation>&amp;Ajouter cette liste</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="174"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="175"/>
        <source>Your style</source>
        <translation>Votre style</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="239"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="241"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="247"/>
        <source>No timer: &amp;lists from paper</source>
        <translation>Sans sablier : &amp;listes sur papier</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="266"/>
        <source>Type the words from paper, or paste a list below</source>
        <translation>Tapez les mots du papier, ou collez une liste ci-dessous</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="282"/>
        <source>Time&apos;s up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="293"/>
        <source>Time&apos;s up! Type or paste the lists from paper, then Score.</source>
        <translation>Temps écoulé ! Tapez ou collez les listes sur papier, puis Compter.</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="352"/>
        <source>by board size</source>
        <translation>selon la taille de la grille</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="353"/>
        <source>Rules: {name}</source>
        <translation>Règles : {name}</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="365"/>
        <source>These house rules cannot be used: {error}</source>
        <translation>Ces règles maison sont inutilisables : {error}</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="375"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../round_window.py" line="375"/>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Règles maison (*.toml);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>RoundWording</name>
    <message>
        <location filename="../../model/round_wording.py" line="11"/>
        <source>counted</source>
        <translation>compté</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="12"/>
        <source>cancelled: another player found it</source>
        <translation>annulé : un autre joueur l&apos;a trouvé</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="13"/>
        <source>listed twice</source>
        <translation>noté deux fois</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="14"/>
        <source>too short</source>
        <translation>trop court</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="15"/>
        <source>not in the dictionary</source>
        <translation>absent du dictionnaire</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="16"/>
        <source>not on the board</source>
        <translation>absent de la grille</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="39"/>
        <source>{counted} counted, {cancelled} cancelled, {invalid} not counted</source>
        <translation>{counted} comptés, {cancelled} annulés, {invalid} non comptés</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="48"/>
        <source>the board held {words} words worth {points} points</source>
        <translation>la grille contenait {words} mots valant {points} points</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="52"/>
        <source>shared words cancelled</source>
        <translation>mots communs annulés</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="54"/>
        <source>shared words score for all</source>
        <translation>mots communs comptés pour tous</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="64"/>
        <source>✓ {word}: %n point</source>
        <translation>✓ {word} : %n point</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="65"/>
        <source>✓ {word}: %n points</source>
        <translation>✓ {word} : %n points</translation>
    </message>
    <message>
        <location filename="../../model/round_wording.py" line="67"/>
        <source>✗ {word}: {reason}</source>
        <translation>✗ {word} : {reason}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../model/statistics.py" line="188"/>
        <source>The statistics run stopped: {error}</source>
        <translation>Le calcul des statistiques s&apos;est arrêté : {error}</translation>
    </message>
</context>
<context>
    <name>StatisticsActions</name>
    <message>
        <location filename="../statistics_actions.py" line="90"/>
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Le dictionnaire est encore en chargement ; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="128"/>
        <source>This board is {rows}x{cols}: no dice set rolls boards of that shape to compare it with.</source>
        <translation>Cette grille fait {rows}x{cols} : aucun jeu de dés ne lance de grilles de cette forme pour la comparer.</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="135"/>
        <source>Rolling {boards} boards from the {dice} dice to compare this board with…</source>
        <translation>Lancer de {boards} grilles avec les dés {dice} pour comparer cette grille…</translation>
    </message>
    <message>
        <location filename="../statistics_actions.py" line="151"/>
        <source>No answer: the boards to compare with were not rolled.</source>
        <translation>Pas de réponse : les grilles de comparaison n&apos;ont pas été lancées.</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <location filename="../statistics_charts.py" line="99"/>
        <location filename="../statistics_charts.py" line="120"/>
        <source>boards</source>
        <translation>grilles</translation>
    </message>
    <message>
        <location filename="../statistics_charts.py" line="135"/>
        <location filename="../statistics_charts.py" line="146"/>
        <source>points per board</source>
        <translation>points par grille</translation>
    </message>
    <message>
        <location filename="../statistics_charts.py" line="144"/>
        <source>letters in the word</source>
        <translation>lettres dans le mot</translation>
    </message>
</context>
<context>
    <name>StatisticsFigures</name>
    <message>
        <location filename="../../model/statistics_figures.py" line="120"/>
        <source>no boards from the {dice} dice to compare with yet</source>
        <translation>pas encore de grilles des dés {dice} pour comparer</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="124"/>
        <source>better than every board rolled from the {dice} dice ({boards} boards)</source>
        <translation>meilleure que toutes les grilles lancées avec les dés {dice} ({boards} grilles)</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="128"/>
        <source>better than {share} of boards from the {dice} dice ({boards} boards)</source>
        <translation>meilleure que {share} des grilles des dés {dice} ({boards} grilles)</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="134"/>
        <source>This board scores {score} points: {rating}.</source>
        <translation>Cette grille vaut {score} points : {rating}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="142"/>
        <source>{boards} boards from the {dice} dice, {rules} rules, {dictionary}</source>
        <translation>{boards} grilles des dés {dice}, règles {rules}, {dictionary}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="146"/>
        <source>{boards} boards from the {dice} dice (stopped early), {rules} rules, {dictionary}</source>
        <translation>{boards} grilles des dés {dice} (arrêt anticipé), règles {rules}, {dictionary}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="161"/>
        <source>Words per board: {spread}.</source>
        <translation>Mots par grille : {spread}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="164"/>
        <source>Points per board: {spread}.</source>
        <translation>Points par grille : {spread}.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="167"/>
        <source>The best board rolled: {board}, {score} points.</source>
        <translation>La meilleure grille lancée : {board}, {score} points.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="175"/>
        <source>{mean} on average, median {median}, the middle 80% from {low} to {high}, at most {most}</source>
        <translation>{mean} en moyenne, médiane {median}, les 80 % du milieu de {low} à {high}, au plus {most}</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="192"/>
        <source>The boards held no words.</source>
        <translation>Les grilles ne contenaient aucun mot.</translation>
    </message>
    <message>
        <location filename="../../model/statistics_figures.py" line="195"/>
        <source>Words of {long} letters or more bring {share} of the points; {eight} of the boards have a word of exactly 8 letters, and the longest seen had {longest} letters.</source>
        <translation>Les mots de {long} lettres ou plus rapportent {share} des points ; {eight} des grilles ont un mot d&apos;exactement 8 lettres, et le plus long vu avait {longest} lettres.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../statistics_window.py" line="54"/>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="55"/>
        <source>Share of points</source>
        <translation>Part des points</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="56"/>
        <source>Boards with one</source>
        <translation>Grilles qui en ont</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="57"/>
        <location filename="../statistics_window.py" line="61"/>
        <source>Words per board</source>
        <translation>Mots par grille</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="58"/>
        <location filename="../statistics_window.py" line="60"/>
        <source>Points per board</source>
        <translation>Points par grille</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="62"/>
        <source>Points per board, by word length</source>
        <translation>Points par grille, selon la longueur des mots</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="74"/>
        <source>Dice statistics</source>
        <translation>Statistiques des dés</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="90"/>
        <source>The same seed rolls the same boards (as boggle-lens stats --seed)</source>
        <translation>La même graine lance les mêmes grilles (comme boggle-lens stats --seed)</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="92"/>
        <source>&amp;Roll the boards</source>
        <translation>&amp;Lancer les grilles</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="94"/>
        <source>%v / %m boards</source>
        <translation>%v / %m grilles</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="96"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="97"/>
        <source>Stop rolling; the boards rolled so far are kept</source>
        <translation>Arrêter de lancer ; les grilles déjà lancées sont gardées</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="131"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="132"/>
        <source>Boards</source>
        <translation>Grilles</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="133"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="187"/>
        <source>Rolling {boards} boards from the {dice} dice…</source>
        <translation>Lancer de {boards} grilles avec les dés {dice}…</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="209"/>
        <source>No figures: the run stopped before any board came back.</source>
        <translation>Pas de chiffres : le calcul s&apos;est arrêté avant le retour de la moindre grille.</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="220"/>
        <source>{done} of {boards} boards so far from the {dice} dice…</source>
        <translation>{done} grilles sur {boards} jusqu&apos;ici avec les dés {dice}…</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="224"/>
        <source>, seed {seed}, in {seconds} s</source>
        <translation>, graine {seed}, en {seconds} s</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="231"/>
        <location filename="../statistics_window.py" line="311"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="233"/>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="270"/>
        <source>no dictionary</source>
        <translation>aucun dictionnaire</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="285"/>
        <source>this board: {score} points</source>
        <translation>cette grille : {score} points</translation>
    </message>
    <message>
        <location filename="../statistics_window.py" line="298"/>
        <source>The board on screen is {rows}x{cols}; these boards are {side}x{side}.</source>
        <translation>La grille affichée fait {rows}x{cols} ; ces grilles font {side}x{side}.</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <location filename="../../model/style.py" line="85"/>
        <source>{player} has no finished rounds yet: play one to see a style.</source>
        <translation>{player} n’a encore fini aucune partie : jouez-en une pour voir son style.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="98"/>
        <source>%n of {held} found</source>
        <comment>one found</comment>
        <translation>%n trouvé sur {held}</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="99"/>
        <source>%n of {held} found</source>
        <comment>several found</comment>
        <translation>%n trouvés sur {held}</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="103"/>
        <source>%n point missed</source>
        <translation>%n point manqué</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="104"/>
        <source>%n points missed</source>
        <translation>%n points manqués</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="114"/>
        <source>{player} found {share} of the points on the board; the most left behind were in {letters}-letter words ({found}, {missed})</source>
        <translation>{player} a trouvé {share} des points de la grille ; le plus de points laissés étaient dans les mots de {letters} lettres ({found}, {missed})</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="120"/>
        <source>{player} found {share} of the points on the boards; the most left behind were in {letters}-letter words ({found}, {missed})</source>
        <translation>{player} a trouvé {share} des points des grilles ; le plus de points laissés étaient dans les mots de {letters} lettres ({found}, {missed})</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="126"/>
        <source>{summary}, so sweep the short words quickly before hunting long ones.</source>
        <translation>{summary} : ramassez vite les mots courts avant de chasser les longs.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="130"/>
        <source>{summary}, so they are worth looking for: try adding endings like -ing, -er, -s.</source>
        <translation>{summary} : ils valent la peine d’être cherchés ; essayez d’ajouter des terminaisons comme -ing, -er, -s.</translation>
    </message>
    <message>
        <location filename="../../model/style.py" line="135"/>
        <source>{summary}, so grow {letters}-letter words from the short ones (add -s, -ed, -er).</source>
        <translation>{summary} : faites grandir les mots courts jusqu’à {letters} lettres (ajoutez -s, -ed, -er).</translation>
    </message>
</context>
<context>
    <name>StyleView</name>
    <message>
        <location filename="../style_view.py" line="47"/>
        <source>This round</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="47"/>
        <source>All my rounds</source>
        <translation>Toutes mes manches</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="64"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="113"/>
        <source>On the board</source>
        <translation>Sur la grille</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="115"/>
        <source>Points on the board</source>
        <translation>Points sur la grille</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="121"/>
        <location filename="../style_view.py" line="163"/>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="122"/>
        <source>Found</source>
        <translation>Trouvés</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="113"/>
        <source>On the boards</source>
        <translation>Sur les grilles</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="124"/>
        <location filename="../style_view.py" line="149"/>
        <source>Points found</source>
        <translation>Points trouvés</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="115"/>
        <source>Points on the boards</source>
        <translation>Points sur les grilles</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="135"/>
        <source>Points by word length: found against what the board held</source>
        <translation>Points par longueur de mot : trouvés face à ce que contenait la grille</translation>
    </message>
    <message>
        <location filename="../style_view.py" line="137"/>
        <source>Points by word length: found against what the boards held</source>
        <translation>Points par longueur de mot : trouvés face à ce que contenaient les grilles</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../table_actions.py" line="67"/>
        <source>The table opens once the dictionary has loaded…</source>
        <translation>La table s&apos;ouvrira une fois le dictionnaire chargé…</translation>
    </message>
    <message>
        <location filename="../table_actions.py" line="81"/>
        <source>Phones at the table</source>
        <translation>Téléphones autour de la table</translation>
    </message>
    <message>
        <location filename="../table_actions.py" line="82"/>
        <source>The table could not be opened on {address}: {error}</source>
        <translation>La table n&apos;a pas pu s&apos;ouvrir sur {address} : {error}</translation>
    </message>
</context>
<context>
    <name>TableBridge</name>
    <message>
        <location filename="../table_bridge.py" line="37"/>
        <source>Could not {what}: {reason}.</source>
        <translation>Impossible de {what} : {reason}.</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="38"/>
        <source>no reason given</source>
        <translation>sans raison donnée</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="164"/>
        <source>The interrupted round&apos;s board</source>
        <translation>La grille de la manche interrompue</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="168"/>
        <source>Fix from a phone</source>
        <translation>Correction depuis un téléphone</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="170"/>
        <source>A phone changed the board (Undo takes it back).</source>
        <translation>Un téléphone a changé la grille (Annuler revient en arrière).</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="201"/>
        <source>A phone sent a photo: {name}.</source>
        <translation>Un téléphone a envoyé une photo : {name}.</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="213"/>
        <source>Board from a phone&apos;s photo</source>
        <translation>Grille d&apos;une photo de téléphone</translation>
    </message>
    <message>
        <location filename="../table_bridge.py" line="216"/>
        <source>The phone&apos;s photo could not be shown here ({error}); its board was.</source>
        <translation>La photo du téléphone n&apos;a pas pu être affichée ici ({error}) ; sa grille, si.</translation>
    </message>
</context>
<context>
    <name>TablePanels</name>
    <message>
        <location filename="../table_panels.py" line="46"/>
        <source>%n word</source>
        <translation>%n mot</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="47"/>
        <source>%n words</source>
        <translation>%n mots</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="54"/>
        <source>%n point</source>
        <translation>%n point</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="55"/>
        <source>%n points</source>
        <translation>%n points</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="62"/>
        <source>%n player</source>
        <translation>%n joueur</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="63"/>
        <source>%n players</source>
        <translation>%n joueurs</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="70"/>
        <source>Nobody played</source>
        <translation>Personne n&apos;a joué</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="73"/>
        <source>the board held {words} worth {points}</source>
        <translation>la grille contenait {words} valant {points}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="78"/>
        <source>shared words cancelled</source>
        <translation>mots communs annulés</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="80"/>
        <source>shared words score for all</source>
        <translation>mots communs comptés pour tous</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="91"/>
        <source>Phones</source>
        <translation>Téléphones</translation>
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
        <translation>La durée de la manche (3 minutes est la durée classique)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="171"/>
        <source>Cancel shared words</source>
        <translation>Annuler les mots communs</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="173"/>
        <source>Classic rules: a word on two lists scores for nobody</source>
        <translation>Règle classique : un mot présent sur deux listes ne rapporte à personne</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="174"/>
        <source>&amp;House rules…</source>
        <translation>Règles &amp;maison…</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="177"/>
        <source>Score the next round by house rules from a TOML file (letter values, bonus dice)</source>
        <translation>Compter la prochaine manche avec les règles maison d&apos;un fichier TOML (valeurs des lettres, dés bonus)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="180"/>
        <location filename="../table_panels.py" line="256"/>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="182"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="183"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="184"/>
        <source>Res&amp;ume</source>
        <translation>Re&amp;prendre</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="185"/>
        <source>&amp;End</source>
        <translation>&amp;Finir</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="186"/>
        <source>End the round now and score it</source>
        <translation>Finir la manche maintenant et compter les points</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Player / word</source>
        <translation>Joueur / mot</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Words / status</source>
        <translation>Mots / état</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="204"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="215"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="246"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="246"/>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Règles maison (*.toml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="262"/>
        <source>{name} cannot be used: {error}</source>
        <translation>{name} est inutilisable : {error}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="266"/>
        <source>House rules: {name}</source>
        <translation>Règles maison : {name}</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="285"/>
        <source>No round yet: start one when the phones have joined.</source>
        <translation>Pas encore de manche : lancez-en une quand les téléphones ont rejoint la table.</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="316"/>
        <source>Paused. </source>
        <translation>En pause. </translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="318"/>
        <source>{players}; each phone sees only its own words until the end.</source>
        <translation>{players} ; chaque téléphone ne voit que ses propres mots jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <location filename="../table_panels.py" line="322"/>
        <source>No player yet: a phone that joins now plays from its first word.</source>
        <translation>Pas encore de joueur : un téléphone qui rejoint la table maintenant joue dès son premier mot.</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../table_window.py" line="41"/>
        <source>Reading a photo…</source>
        <translation>Lecture d&apos;une photo…</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="53"/>
        <source>{address} (this computer only)</source>
        <translation>{address} (cet ordinateur seulement)</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="57"/>
        <source>No phone has joined yet. The phone must be on the same Wi-Fi network as this computer (not a guest network or mobile data), and a firewall here may be blocking port {port}.</source>
        <translation>Aucun téléphone n&apos;a encore rejoint la table. Le téléphone doit être sur le même réseau Wi-Fi que cet ordinateur (pas un réseau invité ni les données mobiles), et un pare-feu ici bloque peut-être le port {port}.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="79"/>
        <source>Phones at the table</source>
        <translation>Téléphones autour de la table</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="102"/>
        <source>Scan with the phone&apos;s camera to join</source>
        <translation>Scannez avec la caméra du téléphone pour rejoindre la table</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="109"/>
        <source>&amp;Copy address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="110"/>
        <source>&amp;New link…</source>
        <translation>&amp;Nouveau lien…</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="112"/>
        <source>A new code: every phone is dropped and must scan again</source>
        <translation>Un nouveau code : chaque téléphone est déconnecté et doit scanner à nouveau</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="116"/>
        <source>The network the phones are on: the table listens on this address only</source>
        <translation>Le réseau des téléphones : la table n&apos;écoute que sur cette adresse</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="120"/>
        <source>Listen on</source>
        <translation>Écouter sur</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="125"/>
        <source>Scan to join: one phone per player</source>
        <translation>Scannez pour rejoindre la table : un téléphone par joueur</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="137"/>
        <source>Join address</source>
        <translation>Adresse pour rejoindre</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="151"/>
        <source>Round on the phones</source>
        <translation>Manche sur les téléphones</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="205"/>
        <source>The round a crash interrupted is back, paused: Resume goes on with it.</source>
        <translation>La manche interrompue par un plantage est revenue, en pause : Reprendre la poursuit.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="241"/>
        <source>A round was interrupted. Bring it back?</source>
        <translation>Une manche a été interrompue. La reprendre ?</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="243"/>
        <source>Bring it back</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="258"/>
        <source>The address is on the clipboard.</source>
        <translation>L&apos;adresse est dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="264"/>
        <source>New link</source>
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="266"/>
        <source>Make a new link? Every phone at the table is dropped and must scan the new code.</source>
        <translation>Créer un nouveau lien ? Chaque téléphone est déconnecté et doit scanner le nouveau code.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="287"/>
        <source>make a new link</source>
        <translation>créer un nouveau lien</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="291"/>
        <source>New link made: every phone must scan the new code.</source>
        <translation>Nouveau lien créé : chaque téléphone doit scanner le nouveau code.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="303"/>
        <source>Could not listen on {address}: {error}</source>
        <translation>Impossible d&apos;écouter sur {address} : {error}</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="315"/>
        <source>Listening on {address}: the phones must scan the new code.</source>
        <translation>À l&apos;écoute sur {address} : les téléphones doivent scanner le nouveau code.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="341"/>
        <source>{message} ({waiting} more waiting)</source>
        <translation>{message} ({waiting} en attente)</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="360"/>
        <source>{name} was removed from the table, and cannot join again with this link.</source>
        <translation>{name} a été retiré de la table et ne peut pas revenir avec ce lien.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="377"/>
        <source>start the round</source>
        <translation>lancer la manche</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="380"/>
        <source>pause the round</source>
        <translation>mettre la manche en pause</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="383"/>
        <source>resume the round</source>
        <translation>reprendre la manche</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="386"/>
        <source>end the round</source>
        <translation>finir la manche</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="390"/>
        <source>bring the round back</source>
        <translation>reprendre la manche interrompue</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="398"/>
        <source>There was no interrupted round to bring back.</source>
        <translation>Il n&apos;y avait pas de manche interrompue à reprendre.</translation>
    </message>
    <message>
        <location filename="../table_window.py" line="401"/>
        <source>The round is back, paused: Resume goes on with it.</source>
        <translation>La manche est revenue, en pause : Reprendre la poursuit.</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../undo.py" line="68"/>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Annuler : {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="68"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../undo.py" line="71"/>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Rétablir : {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="71"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../undo.py" line="74"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../undo.py" line="75"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../window_actions.py" line="147"/>
        <source>&amp;Open photo…</source>
        <translation>&amp;Ouvrir une photo…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="148"/>
        <source>Open a photo of a Boggle board (Ctrl+O)</source>
        <translation>Ouvrir la photo d&apos;une grille de Boggle (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="149"/>
        <source>&amp;Paste photo</source>
        <translation>&amp;Coller une photo</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="150"/>
        <source>Read an image or a board from the clipboard (Ctrl+V)</source>
        <translation>Lire une image ou une grille depuis le presse-papiers (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="152"/>
        <location filename="../window_actions.py" line="156"/>
        <source>&amp;Scan with a camera…</source>
        <translation>&amp;Scanner avec une caméra…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="153"/>
        <source>Point a camera at the board: it is found and read live (Ctrl+K)</source>
        <translation>Pointez une caméra sur la grille : elle est trouvée et lue en direct (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="157"/>
        <source>Scan a &amp;video…</source>
        <translation>Scanner une &amp;vidéo…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="158"/>
        <source>Scan a video of a board as the camera would (Ctrl+Shift+K)</source>
        <translation>Scanner la vidéo d&apos;une grille comme le ferait la caméra (Ctrl+Maj+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="160"/>
        <source>&amp;Type a board…</source>
        <translation>&amp;Saisir une grille…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="161"/>
        <source>Type the letters of a board by hand (Ctrl+B)</source>
        <translation>Taper à la main les lettres d&apos;une grille (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="162"/>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="163"/>
        <source>Roll a random board of this size (Ctrl+R)</source>
        <translation>Lancer une grille au hasard de cette taille (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="166"/>
        <source>Show p&amp;hoto</source>
        <translation>Afficher la p&amp;hoto</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="167"/>
        <source>Switch between the photo and a clean rendered board (Ctrl+P)</source>
        <translation>Basculer entre la photo et une grille redessinée (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="169"/>
        <source>Show read &amp;letters</source>
        <translation>Afficher les &amp;lettres lues</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="170"/>
        <source>Draw the letters as read over the photo (Ctrl+L)</source>
        <translation>Dessiner les lettres lues par-dessus la photo (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="171"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="172"/>
        <source>Zoom in (Ctrl++, or the mouse wheel over the board)</source>
        <translation>Zoom avant (Ctrl++, ou la molette sur la grille)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="173"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="174"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="175"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="176"/>
        <source>Show the whole board again (Ctrl+0, or double-click beside the board)</source>
        <translation>Réafficher toute la grille (Ctrl+0, ou double-clic à côté de la grille)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="178"/>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="179"/>
        <source>Next &amp;uncertain die</source>
        <translation>Dé &amp;incertain suivant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="180"/>
        <source>Jump to the next die the reader was unsure of (F3)</source>
        <translation>Aller au prochain dé dont la lecture est incertaine (F3)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="181"/>
        <source>Move a &amp;corner</source>
        <translation>Déplacer un &amp;coin</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="182"/>
        <source>Pick the next corner of the board&apos;s outline, then move it with the arrow keys (F4)</source>
        <translation>Choisir le coin suivant du contour de la grille, puis le déplacer avec les flèches (F4)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="185"/>
        <source>Next path</source>
        <translation>Chemin suivant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="186"/>
        <source>Show the next path for this word</source>
        <translation>Montrer le chemin suivant pour ce mot</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="187"/>
        <source>Previous path</source>
        <translation>Chemin précédent</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="188"/>
        <source>Show the previous path for this word</source>
        <translation>Montrer le chemin précédent pour ce mot</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="189"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="190"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="191"/>
        <source>&amp;About Boggle Lens</source>
        <translation>À &amp;propos de Boggle Lens</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="192"/>
        <source>Play a &amp;round…</source>
        <translation>Jouer une &amp;manche…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="193"/>
        <source>Play a timed round on this board and score everyone (Ctrl+G)</source>
        <translation>Jouer une manche chronométrée sur cette grille et compter les points de chacun (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="195"/>
        <source>Rounds &amp;played…</source>
        <translation>Manches &amp;jouées…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="196"/>
        <source>The rounds played, by player, with export to CSV and JSON</source>
        <translation>Les manches jouées, par joueur, avec export en CSV et JSON</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="197"/>
        <source>Dice &amp;statistics…</source>
        <translation>&amp;Statistiques des dés…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="198"/>
        <source>What the boards of this dice set hold: charts of many rolls</source>
        <translation>Ce que contiennent les grilles de ce jeu de dés : graphiques de nombreux lancers</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="200"/>
        <source>How &amp;good is this board?</source>
        <translation>Cette grille est-elle &amp;bonne ?</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="201"/>
        <source>This board&apos;s score against many boards rolled from its dice set</source>
        <translation>Le score de cette grille face à de nombreuses grilles lancées avec ses dés</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="203"/>
        <source>Find a gr&amp;eat board…</source>
        <translation>Trouver une &amp;excellente grille…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="204"/>
        <source>Search for a high-scoring board and put it on the board</source>
        <translation>Chercher une grille à gros score et la mettre en place</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="205"/>
        <source>P&amp;hones at the table…</source>
        <translation>&amp;Téléphones autour de la table…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="206"/>
        <source>Phones on this network join by a QR code, snap the board, fix dice and play rounds</source>
        <translation>Les téléphones de ce réseau rejoignent la partie par un code QR, photographient la grille, corrigent les dés et jouent des manches</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="212"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="283"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="284"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="285"/>
        <source>&amp;Board</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="286"/>
        <source>Roll a &amp;set</source>
        <translation>Lancer un &amp;jeu de dés</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="287"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="288"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="289"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="291"/>
        <location filename="../window_actions.py" line="295"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="331"/>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
</context>
<context>
    <name>WordList</name>
    <message>
        <location filename="../../model/word_order.py" line="18"/>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="19"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="20"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
</context>
<context>
    <name>WordPanel</name>
    <message>
        <location filename="../word_panel.py" line="169"/>
        <location filename="../word_panel.py" line="171"/>
        <source>Dictionary</source>
        <translation>Dictionnaire</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="170"/>
        <location filename="../word_panel.py" line="172"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="177"/>
        <source>Check a word… (Enter)</source>
        <translation>Vérifier un mot… (Entrée)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="178"/>
        <source>Filter the list…</source>
        <translation>Filtrer la liste…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="179"/>
        <source>Previous path (Ctrl+Left)</source>
        <translation>Chemin précédent (Ctrl+Gauche)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="180"/>
        <source>Next path (Ctrl+Right)</source>
        <translation>Chemin suivant (Ctrl+Droite)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="200"/>
        <source>Other word list…</source>
        <translation>Autre liste de mots…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="223"/>
        <source>Choose a word list (one word per line)</source>
        <translation>Choisir une liste de mots (un mot par ligne)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="225"/>
        <source>Word lists (*.txt *.gz *.dic);;All files (*)</source>
        <translation>Listes de mots (*.txt *.gz *.dic);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="251"/>
        <source>Loading the dictionary…</source>
        <translation>Chargement du dictionnaire…</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../model/wording.py" line="27"/>
        <source>By board size</source>
        <translation>Selon la taille de la grille</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="28"/>
        <source>Classic (4x4)</source>
        <translation>Classique (4x4)</translation>
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
        <translation>Classique 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="33"/>
        <source>New 4x4</source>
        <translation>Nouveau 4x4</translation>
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
        <translation>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Photographiez une grille de Boggle, corrigez les dés mal lus, et voyez chaque mot avec son chemin.&lt;br&gt;Liste de mots : ENABLE (domaine public).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="60"/>
        <source>{language} {side}x{side}</source>
        <translation>{language} {side}x{side}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="66"/>
        <source>blank</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="77"/>
        <source>{some} or {last}</source>
        <translation>{some} ou {last}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="87"/>
        <source>unsure: could be {faces}</source>
        <translation>incertain : peut-être {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="92"/>
        <source>read as {face}, fairly sure; could also be {faces}</source>
        <translation>lu {face}, assez sûr ; peut-être aussi {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="95"/>
        <source>read as {face}, sure</source>
        <translation>lu {face}, sûr</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="102"/>
        <source>Row {row}, column {column}</source>
        <translation>Rangée {row}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="107"/>
        <source>{where}: {face}. Type a letter to change it.</source>
        <translation>{where} : {face}. Tapez une lettre pour la changer.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="111"/>
        <source>{where}: {face} (you corrected it; the photo was read as {read}).</source>
        <translation>{where} : {face} (corrigé par vous ; la photo avait été lue {read}).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="114"/>
        <source>{where}: {confidence}. Type the right letter if it is wrong.</source>
        <translation>{where} : {confidence}. Tapez la bonne lettre si c&apos;est faux.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="126"/>
        <source>your %n earlier correction was reapplied</source>
        <translation>votre correction précédente a été réappliquée</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="127"/>
        <source>your %n earlier corrections were reapplied</source>
        <translation>vos %n corrections précédentes ont été réappliquées</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="134"/>
        <source>%n die looks uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit it</source>
        <translation>%n dé semble incertain (marqué &lt;b&gt;?&lt;/b&gt;) : appuyez sur F3 pour y aller</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="140"/>
        <source>%n dice look uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit them</source>
        <translation>%n dés semblent incertains (marqués &lt;b&gt;?&lt;/b&gt;) : appuyez sur F3 pour les parcourir</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="150"/>
        <source>Read the board; {notes}.</source>
        <translation>Grille lue ; {notes}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="158"/>
        <source>&lt;b&gt;%n&lt;/b&gt; word</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; mot</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="159"/>
        <source>&lt;b&gt;%n&lt;/b&gt; words</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; mots</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="163"/>
        <source>&lt;b&gt;%n&lt;/b&gt; point</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; point</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="164"/>
        <source>&lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; points</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="167"/>
        <source>{rules} rules, by board size</source>
        <translation>règles {rules}, selon la taille de la grille</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="169"/>
        <source>{rules} rules</source>
        <translation>règles {rules}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="177"/>
        <source>classic</source>
        <translation>classiques</translation>
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
        <translation>{length}&#xa0;lettres&#xa0;:&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="198"/>
        <source>One path</source>
        <translation>Un seul chemin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="199"/>
        <source>Path {index} of {count}</source>
        <translation>Chemin {index} sur {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="205"/>
        <source>type a word</source>
        <translation>tapez un mot</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="206"/>
        <source>a word has only the letters a to z</source>
        <translation>un mot n&apos;a que les lettres de a à z</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="207"/>
        <source>a word has only the letters a to z and {letters}</source>
        <translation>un mot n&apos;a que les lettres de a à z et {letters}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="210"/>
        <source>too short: {rules} rules need {length} letters or more</source>
        <translation>trop court : les règles {rules} demandent au moins {length} lettres</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="213"/>
        <source>not in the dictionary ({dictionary})</source>
        <translation>absent du dictionnaire ({dictionary})</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="214"/>
        <source>not on the board</source>
        <translation>absent de la grille</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="215"/>
        <source>already in your list</source>
        <translation>déjà dans votre liste</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="231"/>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="237"/>
        <source>The dictionary is still loading.</source>
        <translation>Le dictionnaire est encore en chargement.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="247"/>
        <source>✘ &lt;b&gt;{word}&lt;/b&gt;: {reason}.</source>
        <translation>✘ &lt;b&gt;{word}&lt;/b&gt; : {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="253"/>
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Dictionnaire : &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="254"/>
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt; · {count} words</source>
        <translation>Dictionnaire : &lt;b&gt;{name}&lt;/b&gt; · {count} mots</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="260"/>
        <source>Could not use that word list: {reason}.</source>
        <translation>Impossible d&apos;utiliser cette liste de mots : {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="265"/>
        <source>Still using {name}.</source>
        <translation>{name} reste en usage.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="271"/>
        <source>Rolled or typed board</source>
        <translation>Grille lancée ou saisie</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="276"/>
        <source>{uncertain} of {dice} dice look uncertain: the board may be outlined in the wrong place. Drag the four corners onto the board&apos;s corners (or press F4 and use the arrow keys), take the photo again, or type the board.</source>
        <translation>{uncertain} dés sur {dice} semblent incertains : le contour de la grille est peut-être mal placé. Faites glisser les quatre coins sur les coins de la grille (ou appuyez sur F4 et utilisez les flèches), reprenez la photo, ou tapez la grille.</translation>
    </message>
</context>
</TS>
