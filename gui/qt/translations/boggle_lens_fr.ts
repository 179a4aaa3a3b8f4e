<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AppModel</name>
    <message>
        <location filename="../../model/app.py" line="151" />
        <source>No Boggle board was found in &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>Aucune grille de Boggle trouvée dans &lt;b&gt;{name}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="174" />
        <source>Set die {die} to {face}</source>
        <translation>Mettre le dé {die} sur {face}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="183" />
        <source>Select a die first, then choose its face.</source>
        <translation>Choisissez d'abord un dé, puis sa face.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="188" />
        <source>Die {die} set to {face}</source>
        <translation>Dé {die} mis sur {face}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="198" />
        <source>Change the grid to {side}x{side}</source>
        <translation>Passer à la grille {side}x{side}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="205" />
        <source>Roll a {dice} board</source>
        <translation>Lancer une grille {dice}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="225" />
        <source>Showing the board you typed; Ctrl+P shows the photo.</source>
        <translation>La grille saisie est affichée ; Ctrl+P montre la photo.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="235" />
        <source>The pasted text is not a board: {error}</source>
        <translation>Le texte collé n'est pas une grille : {error}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="238" />
        <source>Paste a board</source>
        <translation>Coller une grille</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="246" />
        <source>No uncertain dice left.</source>
        <translation>Plus aucun dé incertain.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="253" />
        <source>Reading &lt;b&gt;{name}&lt;/b&gt;…</source>
        <translation>Lecture de &lt;b&gt;{name}&lt;/b&gt;…</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="270" />
        <source>Reading cancelled; the board is as it was.</source>
        <translation>Lecture annulée ; la grille est inchangée.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="280" />
        <source>Read {name}</source>
        <translation>Lire {name}</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="290" />
        <source>Board read. Click any die to correct it.</source>
        <translation>Grille lue. Cliquez sur un dé pour le corriger.</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="322" />
        <source>Open {name} (no board found)</source>
        <translation>Ouvrir {name} (aucune grille trouvée)</translation>
    </message>
    <message>
        <location filename="../../model/app.py" line="398" />
        <source>The dictionary is still loading; try again in a moment.</source>
        <translation>Le dictionnaire est encore en chargement ; réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <location filename="../background.py" line="95" />
        <source>loading the word list</source>
        <translation>chargement de la liste de mots</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../banner.py" line="28" />
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../board_editing.py" line="120" />
        <source>Type a board</source>
        <translation>Saisir une grille</translation>
    </message>
</context>
<context>
    <name>BoardEntryDialog</name>
    <message>
        <location filename="../board_entry.py" line="26" />
        <source>Type the board</source>
        <translation>Saisir la grille</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="28" />
        <source>Type the faces as they lie in the tray.</source>
        <translation>Tapez les faces telles qu'elles sont dans la grille.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="32" />
        <source>One row per line (or rows split by &lt;b&gt;/&lt;/b&gt;). Letters side by side or separated by spaces or commas. &lt;b&gt;Q&lt;/b&gt; means Qu; two-letter faces: An Er He In Th (with spaces or commas); &lt;b&gt;*&lt;/b&gt; is a blank.</source>
        <translation>Une rangée par ligne (ou des rangées séparées par &lt;b&gt;/&lt;/b&gt;). Lettres accolées ou séparées par des espaces ou des virgules. &lt;b&gt;Q&lt;/b&gt; signifie Qu ; faces à deux lettres : An Er He In Th (avec espaces ou virgules) ; &lt;b&gt;*&lt;/b&gt; est une face vide.</translation>
    </message>
    <message>
        <location filename="../board_entry.py" line="72" />
        <source>A {rows} x {cols} board.</source>
        <translation>Une grille de {rows} x {cols}.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../camera.py" line="66" />
        <source>Camera support is not installed (QtMultimedia: {error})</source>
        <translation>La prise en charge des caméras n'est pas installée (QtMultimedia : {error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="72" />
        <source>No camera backend is available ({error})</source>
        <translation>Aucun pilote de caméra n'est disponible ({error})</translation>
    </message>
    <message>
        <location filename="../camera.py" line="76" />
        <source>No camera found on this computer</source>
        <translation>Aucune caméra trouvée sur cet ordinateur</translation>
    </message>
</context>
<context>
    <name>Dictionaries</name>
    <message>
        <location filename="../../model/dictionaries.py" line="40" />
        <source>ENABLE (bundled)</source>
        <translation>ENABLE (fournie)</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="42" />
        <source>System words ({path})</source>
        <translation>Mots du système ({path})</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="62" />
        <source>No system word list: {path} does not exist</source>
        <translation>Pas de liste de mots du système : {path} n'existe pas</translation>
    </message>
    <message>
        <location filename="../../model/dictionaries.py" line="69" />
        <source>System words</source>
        <translation>Mots du système</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../errors.py" line="35" />
        <source>Boggle Lens: unexpected error</source>
        <translation>Boggle Lens : erreur inattendue</translation>
    </message>
    <message>
        <location filename="../errors.py" line="37" />
        <source>Something went wrong that the app did not expect. Your board is saved; you can keep going. Please report this with the details below.</source>
        <translation>Un problème inattendu s'est produit. Votre grille est enregistrée ; vous pouvez continuer. Merci de le signaler avec les détails ci-dessous.</translation>
    </message>
</context>
<context>
    <name>FacePicker</name>
    <message>
        <location filename="../face_picker.py" line="72" />
        <source>Could be:</source>
        <translation>Peut-être :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="76" />
        <source>Set the selected die to {face}</source>
        <translation>Mettre le dé choisi sur {face}</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="94" />
        <source>Set the selected die to {face}: the reader's next guess for it (key {key})</source>
        <translation>Mettre le dé choisi sur {face} : la deuxième hypothèse de la lecture (touche {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="97" />
        <source>Set the selected die to {face}: another of the reader's guesses for it (key {key})</source>
        <translation>Mettre le dé choisi sur {face} : une autre hypothèse de la lecture (touche {key})</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="103" />
        <source>Click a die and type its letter, or:</source>
        <translation>Cliquez sur un dé et tapez sa lettre, ou :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="104" />
        <source>or:</source>
        <translation>ou :</translation>
    </message>
    <message>
        <location filename="../face_picker.py" line="133" />
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
</context>
<context>
    <name>LiveLaunch</name>
    <message>
        <location filename="../live_launch.py" line="97" />
        <source>Scan a video of a board</source>
        <translation>Scanner la vidéo d'une grille</translation>
    </message>
</context>
<context>
    <name>LiveScanner</name>
    <message>
        <location filename="../live_scanner.py" line="237" />
        <source>Scan a video of a board</source>
        <translation>Scanner la vidéo d'une grille</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="194" />
        <source>Camera unavailable: {reason}</source>
        <translation>Caméra indisponible : {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241" />
        <source>reading the photo</source>
        <translation>lecture de la photo</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="256" />
        <source>Dictionary: loading {name}…</source>
        <translation>Dictionnaire : chargement de {name}…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="315" />
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="356" />
        <source>Playing by the standard rules: {reason}</source>
        <translation>Partie avec les règles standard : {reason}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="373" />
        <source>The board has changed since the round began.</source>
        <translation>La grille a changé depuis le début de la manche.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="407" />
        <source>Grid size</source>
        <translation>Taille de la grille</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="408" />
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="413" />
        <source>Dictionary: loading…</source>
        <translation>Dictionnaire : chargement…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="419" />
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
</context>
<context>
    <name>PhotoInput</name>
    <message>
        <location filename="../photo_input.py" line="22" />
        <source>Photos ({patterns});;All files (*)</source>
        <translation>Photos ({patterns});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../photo_input.py" line="28" />
        <source>Videos ({patterns});;All files (*)</source>
        <translation>Vidéos ({patterns});;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>PhotoReading</name>
    <message>
        <location filename="../photo_reading.py" line="47" />
        <source>The photo reader is not available in this build; type the board in instead.</source>
        <translation>La lecture des photos n'est pas disponible dans cette version ; saisissez plutôt la grille.</translation>
    </message>
    <message>
        <location filename="../photo_reading.py" line="76" />
        <source>opening the photo</source>
        <translation>ouverture de la photo</translation>
    </message>
</context>
<context>
    <name>PhotoSources</name>
    <message>
        <location filename="../photo_sources.py" line="68" />
        <source>Open a photo of a board</source>
        <translation>Ouvrir la photo d'une grille</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="97" />
        <source>The clipboard holds no image, file or board.</source>
        <translation>Le presse-papiers ne contient ni image, ni fichier, ni grille.</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="104" />
        <source>Could not keep the pasted image: {error}</source>
        <translation>Impossible de garder l'image collée : {error}</translation>
    </message>
    <message>
        <location filename="../photo_sources.py" line="117" />
        <source>Could not keep the dropped image: {error}</source>
        <translation>Impossible de garder l'image déposée : {error}</translation>
    </message>
</context>
<context>
    <name>ReadProgress</name>
    <message>
        <location filename="../read_progress.py" line="33" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="34" />
        <source>Stop reading; the board stays as it was</source>
        <translation>Arrêter la lecture ; la grille reste inchangée</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="47" />
        <source>loading the photo</source>
        <translation>chargement de la photo</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="48" />
        <source>finding the board</source>
        <translation>recherche de la grille</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="49" />
        <source>reading the dice</source>
        <translation>lecture des dés</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="50" />
        <source>choosing the sharpest frames</source>
        <translation>choix des images les plus nettes</translation>
    </message>
    <message>
        <location filename="../read_progress.py" line="51" />
        <source>done</source>
        <translation>terminé</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../model/reading.py" line="52" />
        <source>Type the board</source>
        <translation>Saisir la grille</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="53" />
        <source>Open the photo again</source>
        <translation>Rouvrir la photo</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="74" />
        <source>the photo</source>
        <translation>la photo</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="81" />
        <source>No Boggle board found in {name}. Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Aucune grille de Boggle trouvée dans {name}. Essayez une photo prise du dessus avec toute la grille visible, ou saisissez la grille.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="87" />
        <source>No Boggle board found in {name} ({detail}). Try a photo taken from above with the whole tray in view, or type the board.</source>
        <translation>Aucune grille de Boggle trouvée dans {name} ({detail}). Essayez une photo prise du dessus avec toute la grille visible, ou saisissez la grille.</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="99" />
        <source>Could not open {name}: {reason}</source>
        <translation>Impossible d'ouvrir {name} : {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="102" />
        <source>Reading {name} failed unexpectedly: {error}: {reason}</source>
        <translation>La lecture de {name} a échoué de façon inattendue : {error} : {reason}</translation>
    </message>
    <message>
        <location filename="../../model/reading.py" line="114" />
        <source>Showing your board from before &lt;b&gt;{name}&lt;/b&gt;, the photo on screen when Boggle Lens last closed. {reason}</source>
        <translation>Voici votre grille d'avant &lt;b&gt;{name}&lt;/b&gt;, la photo affichée à la dernière fermeture de Boggle Lens. {reason}</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../undo.py" line="62" />
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Annuler : {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="62" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../undo.py" line="65" />
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Rétablir : {edit}</translation>
    </message>
    <message>
        <location filename="../undo.py" line="65" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../undo.py" line="68" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../undo.py" line="69" />
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../window_actions.py" line="121" />
        <source>&amp;Open photo…</source>
        <translation>&amp;Ouvrir une photo…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="122" />
        <source>Open a photo of a Boggle board (Ctrl+O)</source>
        <translation>Ouvrir la photo d'une grille de Boggle (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="123" />
        <source>&amp;Paste photo</source>
        <translation>&amp;Coller une photo</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="124" />
        <source>Read an image or a board from the clipboard (Ctrl+V)</source>
        <translation>Lire une image ou une grille depuis le presse-papiers (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="126" />
        <location filename="../window_actions.py" line="130" />
        <source>&amp;Scan with a camera…</source>
        <translation>&amp;Scanner avec une caméra…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="127" />
        <source>Point a camera at the board: it is found and read live (Ctrl+K)</source>
        <translation>Pointez une caméra sur la grille : elle est trouvée et lue en direct (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="131" />
        <source>Scan a &amp;video…</source>
        <translation>Scanner une &amp;vidéo…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="132" />
        <source>Scan a video of a board as the camera would (Ctrl+Shift+K)</source>
        <translation>Scanner la vidéo d'une grille comme le ferait la caméra (Ctrl+Maj+K)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="134" />
        <source>&amp;Type a board…</source>
        <translation>&amp;Saisir une grille…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="135" />
        <source>Type the letters of a board by hand (Ctrl+B)</source>
        <translation>Taper à la main les lettres d'une grille (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="136" />
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="137" />
        <source>Roll a random board of this size (Ctrl+R)</source>
        <translation>Lancer une grille au hasard de cette taille (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="140" />
        <source>Show p&amp;hoto</source>
        <translation>Afficher la p&amp;hoto</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="141" />
        <source>Switch between the photo and a clean rendered board (Ctrl+P)</source>
        <translation>Basculer entre la photo et une grille redessinée (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="143" />
        <source>Show read &amp;letters</source>
        <translation>Afficher les &amp;lettres lues</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="144" />
        <source>Draw the letters as read over the photo (Ctrl+L)</source>
        <translation>Dessiner les lettres lues par-dessus la photo (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="145" />
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="146" />
        <source>Zoom in (Ctrl++, or the mouse wheel over the board)</source>
        <translation>Zoom avant (Ctrl++, ou la molette sur la grille)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="147" />
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="148" />
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="149" />
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="150" />
        <source>Show the whole board again (Ctrl+0, or double-click beside the board)</source>
        <translation>Réafficher toute la grille (Ctrl+0, ou double-clic à côté de la grille)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="152" />
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="153" />
        <source>Next &amp;uncertain die</source>
        <translation>Dé &amp;incertain suivant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="154" />
        <source>Jump to the next die the reader was unsure of (F3)</source>
        <translation>Aller au prochain dé dont la lecture est incertaine (F3)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="155" />
        <source>Next path</source>
        <translation>Chemin suivant</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="156" />
        <source>Show the next path for this word</source>
        <translation>Montrer le chemin suivant pour ce mot</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="157" />
        <source>Previous path</source>
        <translation>Chemin précédent</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="158" />
        <source>Show the previous path for this word</source>
        <translation>Montrer le chemin précédent pour ce mot</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="159" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="160" />
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="161" />
        <source>&amp;About Boggle Lens</source>
        <translation>À &amp;propos de Boggle Lens</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="162" />
        <source>Play a &amp;round…</source>
        <translation>Jouer une &amp;manche…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="163" />
        <source>Play a timed round on this board and score everyone (Ctrl+G)</source>
        <translation>Jouer une manche chronométrée sur cette grille et compter les points de chacun (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="165" />
        <source>Rounds &amp;played…</source>
        <translation>Manches &amp;jouées…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="166" />
        <source>The rounds played, by player, with export to CSV and JSON</source>
        <translation>Les manches jouées, par joueur, avec export en CSV et JSON</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="167" />
        <source>Dice &amp;statistics…</source>
        <translation>&amp;Statistiques des dés…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="168" />
        <source>What the boards of this dice set hold: charts of many rolls</source>
        <translation>Ce que contiennent les grilles de ce jeu de dés : graphiques de nombreux lancers</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="170" />
        <source>How &amp;good is this board?</source>
        <translation>Cette grille est-elle &amp;bonne ?</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="171" />
        <source>This board's score against many boards rolled from its dice set</source>
        <translation>Le score de cette grille face à de nombreuses grilles lancées avec ses dés</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="173" />
        <source>Find a gr&amp;eat board…</source>
        <translation>Trouver une &amp;excellente grille…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="174" />
        <source>Search for a high-scoring board and put it on the board</source>
        <translation>Chercher une grille à gros score et la mettre en place</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="175" />
        <source>P&amp;hones at the table…</source>
        <translation>&amp;Téléphones autour de la table…</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="176" />
        <source>Phones on this network join by a QR code, snap the board, fix dice and play rounds</source>
        <translation>Les téléphones de ce réseau rejoignent la partie par un code QR, photographient la grille, corrigent les dés et jouent des manches</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="182" />
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="253" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="254" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="255" />
        <source>&amp;Board</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="256" />
        <source>Roll a &amp;set</source>
        <translation>Lancer un &amp;jeu de dés</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="257" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="258" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="259" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="261" />
        <location filename="../window_actions.py" line="265" />
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location filename="../window_actions.py" line="302" />
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
</context>
<context>
    <name>WordList</name>
    <message>
        <location filename="../../model/word_order.py" line="18" />
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="19" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../model/word_order.py" line="20" />
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
</context>
<context>
    <name>WordPanel</name>
    <message>
        <location filename="../word_panel.py" line="169" />
        <location filename="../word_panel.py" line="171" />
        <source>Dictionary</source>
        <translation>Dictionnaire</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="170" />
        <location filename="../word_panel.py" line="172" />
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="177" />
        <source>Check a word… (Enter)</source>
        <translation>Vérifier un mot… (Entrée)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="178" />
        <source>Filter the list…</source>
        <translation>Filtrer la liste…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="179" />
        <source>Previous path (Ctrl+Left)</source>
        <translation>Chemin précédent (Ctrl+Gauche)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="180" />
        <source>Next path (Ctrl+Right)</source>
        <translation>Chemin suivant (Ctrl+Droite)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="200" />
        <source>Other word list…</source>
        <translation>Autre liste de mots…</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="223" />
        <source>Choose a word list (one word per line)</source>
        <translation>Choisir une liste de mots (un mot par ligne)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="225" />
        <source>Word lists (*.txt *.gz *.dic);;All files (*)</source>
        <translation>Listes de mots (*.txt *.gz *.dic);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../word_panel.py" line="251" />
        <source>Loading the dictionary…</source>
        <translation>Chargement du dictionnaire…</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../model/wording.py" line="24" />
        <source>By board size</source>
        <translation>Selon la taille de la grille</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="25" />
        <source>Classic (4x4)</source>
        <translation>Classique (4x4)</translation>
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
        <translation>Classique 4x4</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="30" />
        <source>New 4x4</source>
        <translation>Nouveau 4x4</translation>
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
        <translation>&lt;b&gt;Boggle Lens&lt;/b&gt;&lt;br&gt;Photographiez une grille de Boggle, corrigez les dés mal lus, et voyez chaque mot avec son chemin.&lt;br&gt;Liste de mots : ENABLE (domaine public).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="55" />
        <source>blank</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="66" />
        <source>{some} or {last}</source>
        <translation>{some} ou {last}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="76" />
        <source>unsure: could be {faces}</source>
        <translation>incertain : peut-être {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="81" />
        <source>read as {face}, fairly sure; could also be {faces}</source>
        <translation>lu {face}, assez sûr ; peut-être aussi {faces}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="84" />
        <source>read as {face}, sure</source>
        <translation>lu {face}, sûr</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="91" />
        <source>Row {row}, column {column}</source>
        <translation>Rangée {row}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="96" />
        <source>{where}: {face}. Type a letter to change it.</source>
        <translation>{where} : {face}. Tapez une lettre pour la changer.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="100" />
        <source>{where}: {face} (you corrected it; the photo was read as {read}).</source>
        <translation>{where} : {face} (corrigé par vous ; la photo avait été lue {read}).</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="103" />
        <source>{where}: {confidence}. Type the right letter if it is wrong.</source>
        <translation>{where} : {confidence}. Tapez la bonne lettre si c'est faux.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="115" />
        <source>your %n earlier correction was reapplied</source>
        <translation>votre correction précédente a été réappliquée</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="116" />
        <source>your %n earlier corrections were reapplied</source>
        <translation>vos %n corrections précédentes ont été réappliquées</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="123" />
        <source>%n die looks uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit it</source>
        <translation>%n dé semble incertain (marqué &lt;b&gt;?&lt;/b&gt;) : appuyez sur F3 pour y aller</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="129" />
        <source>%n dice look uncertain (marked &lt;b&gt;?&lt;/b&gt;): press F3 to visit them</source>
        <translation>%n dés semblent incertains (marqués &lt;b&gt;?&lt;/b&gt;) : appuyez sur F3 pour les parcourir</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="139" />
        <source>Read the board; {notes}.</source>
        <translation>Grille lue ; {notes}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="147" />
        <source>&lt;b&gt;%n&lt;/b&gt; word</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; mot</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="148" />
        <source>&lt;b&gt;%n&lt;/b&gt; words</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; mots</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="152" />
        <source>&lt;b&gt;%n&lt;/b&gt; point</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; point</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="153" />
        <source>&lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>&lt;b&gt;%n&lt;/b&gt; points</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="156" />
        <source>{rules} rules, by board size</source>
        <translation>règles {rules}, selon la taille de la grille</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="158" />
        <source>{rules} rules</source>
        <translation>règles {rules}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="166" />
        <source>classic</source>
        <translation>classiques</translation>
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
        <translation>{length} lettres : {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="187" />
        <source>One path</source>
        <translation>Un seul chemin</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="188" />
        <source>Path {index} of {count}</source>
        <translation>Chemin {index} sur {count}</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="194" />
        <source>The dictionary is still loading.</source>
        <translation>Le dictionnaire est encore en chargement.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="208" />
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Dictionnaire : &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="209" />
        <source>Dictionary: &lt;b&gt;{name}&lt;/b&gt; · {count} words</source>
        <translation>Dictionnaire : &lt;b&gt;{name}&lt;/b&gt; · {count} mots</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="215" />
        <source>Could not use that word list: {reason}.</source>
        <translation>Impossible d'utiliser cette liste de mots : {reason}.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="220" />
        <source>Still using {name}.</source>
        <translation>{name} reste en usage.</translation>
    </message>
    <message>
        <location filename="../../model/wording.py" line="226" />
        <source>Rolled or typed board</source>
        <translation>Grille lancée ou saisie</translation>
    </message>
</context>
</TS>