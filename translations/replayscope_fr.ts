<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutInfo</name>
    <message>
        <location filename="../app/gui/aboutinfo.cpp" line="+58"/>
        <source>windows, models, threads and translations</source>
        <translation>fenêtres, modèles, threads et traductions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plots and histograms</source>
        <translation>graphiques et histogrammes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDF5 files (Tianshou, D4RL, Minari)</source>
        <translation>fichiers HDF5 (Tianshou, D4RL, Minari)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LZF-compressed HDF5 datasets</source>
        <translation>jeux de données HDF5 compressés en LZF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LZ4-compressed files</source>
        <translation>fichiers compressés en LZ4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy .npz archives</source>
        <translation>archives numpy .npz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate compression</source>
        <translation>compression deflate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPEG-encoded image frames (Minari)</source>
        <translation>images codées en JPEG (Minari)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used for</source>
        <translation>Utilisée pour</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a saved reinforcement-learning replay buffer or dataset and see what is really in it.</source>
        <translation>Ouvrez un tampon de rejeu ou un jeu de données d&apos;apprentissage par renforcement enregistré et voyez ce qu&apos;il contient réellement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReplayScope&apos;s source code is released under the MIT licence. Because this program links QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is covered by the GNU GPL version 3 or later.</source>
        <translation>Le code source de ReplayScope est publié sous licence MIT. Comme ce programme est lié à QCustomPlot, distribué sous licence GNU GPL version 3, le programme tel que distribué est couvert par la GNU GPL version 3 ou ultérieure.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is built with these libraries:</source>
        <translation>Il est construit avec ces bibliothèques :</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../app/gui/actions.cpp" line="+36"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a replay buffer or dataset</source>
        <translation>Ouvrir un tampon de rejeu ou un jeu de données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Dataset Folder…</source>
        <translation>Ouvrir un &amp;dossier de jeu de données…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)</source>
        <translation>Ouvrir un jeu de données enregistré sous forme de dossier (Minari : data/main_data.hdf5 et metadata.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to the file</source>
        <translation>Enregistrer les modifications dans le fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a Tianshou pickle or HDF5 file, or as numpy npz</source>
        <translation>Enregistrer en fichier pickle ou HDF5 de Tianshou, ou en npz numpy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Surveiller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the file again whenever it changes on disk (a buffer a training script saves)</source>
        <translation>Relire le fichier chaque fois qu&apos;il change sur le disque (un tampon qu&apos;un script d&apos;entraînement enregistre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare With…</source>
        <translation>Co&amp;mparer avec…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this document with another open one: keys, statistics, distributions, episodes</source>
        <translation>Comparer ce document avec un autre document ouvert : clés, statistiques, distributions, épisodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the current document</source>
        <translation>Fermer le document actuel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the recently opened files</source>
        <translation>Oublier les fichiers récemment ouverts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit ReplayScope</source>
        <translation>Quitter ReplayScope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected cells as tab-separated values</source>
        <translation>Copier les cellules sélectionnées en valeurs séparées par des tabulations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name Key</source>
        <translation>Re&amp;nommer la clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the selected key</source>
        <translation>Renommer la clé sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Key</source>
        <translation>&amp;Supprimer la clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected key and everything under it</source>
        <translation>Supprimer la clé sélectionnée et tout ce qu&apos;elle contient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Value</source>
        <translation>&amp;Modifier la valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit the current table cell</source>
        <translation>Modifier la cellule active du tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Row…</source>
        <translation>Aller à la &amp;ligne…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to a row of the table</source>
        <translation>Aller à une ligne du tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Steps…</source>
        <translation>&amp;Rechercher des pas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the steps where an expression holds, e.g. rew &lt; -1</source>
        <translation>Trouver les pas où une expression est vraie, p. ex. rew &lt; -1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current &amp;Key</source>
        <translation>&amp;Clé actuelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key from the file</source>
        <translation>Copier du code Python qui charge la clé actuelle depuis le fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Rows</source>
        <translation>&amp;Lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the selected table rows of the current key</source>
        <translation>Copier du code Python qui charge les lignes sélectionnées de la clé actuelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Episodes</source>
        <translation>É&amp;pisodes sélectionnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key at the steps of the selected episodes</source>
        <translation>Copier du code Python qui charge la clé actuelle aux pas des épisodes sélectionnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole &amp;Document</source>
        <translation>&amp;Document entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the whole file with the library that wrote it</source>
        <translation>Copier du code Python qui charge le fichier entier avec la bibliothèque qui l&apos;a écrit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Aperçu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Python of the current key, rows, episodes or file before copying it</source>
        <translation>Afficher le Python de la clé courante, des lignes, des épisodes ou du fichier avant de le copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the language of ReplayScope</source>
        <translation>Choisir la langue de ReplayScope</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First Episode</source>
        <translation>&amp;Premier épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the first episode</source>
        <translation>Aller au premier épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Episode</source>
        <translation>Épisode pré&amp;cédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous episode</source>
        <translation>Aller à l&apos;épisode précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Episode</source>
        <translation>Épisode &amp;suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next episode</source>
        <translation>Aller à l&apos;épisode suivant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Episode</source>
        <translation>&amp;Dernier épisode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the last episode</source>
        <translation>Aller au dernier épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Episode…</source>
        <translation>&amp;Aller à l&apos;épisode…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to an episode by number</source>
        <translation>Aller à un épisode par son numéro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Step</source>
        <translation>Pas p&amp;récédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous step of this episode (Tianshou&apos;s prev)</source>
        <translation>Aller au pas précédent de cet épisode (prev de Tianshou)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next S&amp;tep</source>
        <translation>Pas sui&amp;vant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step of this episode (Tianshou&apos;s next)</source>
        <translation>Aller au pas suivant de cet épisode (next de Tianshou)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stack…</source>
        <translation>&amp;Empiler…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.stack of this and other open documents into a new one</source>
        <translation>Batch.stack de ce document et d&apos;autres documents ouverts dans un nouveau document</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concatenate…</source>
        <translation>&amp;Concaténer…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.cat of this and other open documents into a new one</source>
        <translation>Batch.cat de ce document et d&apos;autres documents ouverts dans un nouveau document</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;plit…</source>
        <translation>&amp;Diviser…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split the rows into parts, each a new document</source>
        <translation>Diviser les lignes en parties, chacune dans un nouveau document</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;mple…</source>
        <translation>Éc&amp;hantillonner…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A random sample of the rows as a new document</source>
        <translation>Un échantillon aléatoire des lignes dans un nouveau document</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drop Null…</source>
        <translation>Supprimer les &amp;nuls…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new document without the rows holding NaN or None</source>
        <translation>Un nouveau document sans les lignes contenant NaN ou None</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;lice…</source>
        <translation>Extraire une &amp;tranche…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rows a numpy index selects, as a new document</source>
        <translation>Les lignes sélectionnées par un index numpy, dans un nouveau document</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;Rows…</source>
        <translation>Supprimer des &amp;lignes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the steps a numpy index selects (undoable)</source>
        <translation>Supprimer les pas sélectionnés par un index numpy (annulable)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Selected &amp;Episodes</source>
        <translation>Supprimer les é&amp;pisodes sélectionnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the episodes selected in the episode list (undoable)</source>
        <translation>Supprimer les épisodes sélectionnés dans la liste des épisodes (annulable)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Key…</source>
        <translation>&amp;Ajouter une clé…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a key computed from others, such as rew * 0.99 (undoable)</source>
        <translation>Ajouter une clé calculée à partir d&apos;autres, par exemple rew * 0.99 (annulable)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Episodes…</source>
        <translation>E&amp;xporter des épisodes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz</source>
        <translation>Enregistrer les épisodes sélectionnés ou filtrés en tant que tampon, HDF5 D4RL ou npz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to &amp;Keys</source>
        <translation>Aller aux &amp;clés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the key tree</source>
        <translation>Donne le focus clavier à l’arbre des clés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Table</source>
        <translation>Aller au &amp;tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the table</source>
        <translation>Donne le focus clavier au tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to E&amp;pisodes</source>
        <translation>Aller aux é&amp;pisodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the episode list</source>
        <translation>Donne le focus clavier à la liste des épisodes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>Afficher la liste des raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ReplayScope</source>
        <translation>À &amp;propos de ReplayScope</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About ReplayScope</source>
        <translation>À propos de ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About the Qt toolkit</source>
        <translation>À propos de la bibliothèque Qt</translation>
    </message>
</context>
<context>
    <name>BufferState</name>
    <message>
        <location filename="../widgets/model/bufferstate.cpp" line="+50"/>
        <source>Buffer state, not data: the priority of each slot raised to alpha (Tianshou&apos;s buf.weight, the leaves of its sum tree). Read-only; it is not saved as a key.</source>
        <translation>État du tampon, pas des données : la priorité de chaque emplacement élevée à la puissance alpha (buf.weight de Tianshou, les feuilles de son arbre de sommes). En lecture seule ; elle n&apos;est pas enregistrée comme clé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episode in progress</source>
        <translation>Épisode en cours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps from slot %2, return %3</source>
        <translation>%1 pas depuis l&apos;emplacement %2, retour %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Priority exponent (alpha)</source>
        <translation>Exposant de priorité (alpha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance exponent (beta)</source>
        <translation>Exposant d&apos;importance (beta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest priority seen</source>
        <translation>Plus grande priorité vue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest priority seen</source>
        <translation>Plus petite priorité vue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight normalisation</source>
        <translation>Normalisation des poids</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of the weights</source>
        <translation>Somme des poids</translation>
    </message>
</context>
<context>
    <name>DataController</name>
    <message>
        <location filename="../app/gui/datacontroller.cpp" line="+32"/>
        <source>generated, not saved</source>
        <translation>généré, non enregistré</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 failed: %2</source>
        <translation>%1 a échoué : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>Empilement de %Ln document</numerusform>
            <numerusform>Empilement de %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>Concaténation de %Ln document</numerusform>
            <numerusform>Concaténation de %Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splitting %1</source>
        <translation>Division de %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Splitting %1 into %2</source>
        <translation>Découpage de %1 dans %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampling %L1 rows</source>
        <translation>Échantillonnage de %L1 lignes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dropping null rows</source>
        <translation>Suppression des lignes nulles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slicing %1</source>
        <translation>Découpage %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot delete rows %1: %2</source>
        <translation>Impossible de supprimer les lignes %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>Supprimer %Ln ligne</numerusform>
            <numerusform>Supprimer %Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>Supprimer %Ln épisode</numerusform>
            <numerusform>Supprimer %Ln épisodes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot delete the episodes: %1</source>
        <translation>Impossible de supprimer les épisodes : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/gui/datadialogs.cpp" line="+425"/>
        <source>&apos;%1&apos; is not a new key name</source>
        <translation>&apos;%1&apos; n&apos;est pas un nouveau nom de clé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add key %1 = %2</source>
        <translation>Ajouter la clé %1 = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot add %1 = %2: %3</source>
        <translation>Impossible d&apos;ajouter %1 = %2 : %3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>Export de %Ln épisode</numerusform>
            <numerusform>Export de %Ln épisodes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export: %1</source>
        <translation>Impossible d&apos;exporter : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/datadialogs.cpp" line="-334"/>
        <source>Stack Documents</source>
        <translation>Empiler des documents</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concatenate Documents</source>
        <translation>Concaténer des documents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch.stack of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.stack des documents cochés, dans cet ordre (les tampons fournissent leurs transitions de la plus ancienne à la plus récente).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch.cat of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.cat des documents cochés, dans cet ordre (les tampons fournissent leurs transitions de la plus ancienne à la plus récente).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Documents:</source>
        <translation>Documents :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis:</source>
        <translation>Axe :</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Check at least two documents to combine.</source>
        <translation>Cochez au moins deux documents à combiner.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Split</source>
        <translation>Diviser</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the rows first</source>
        <translation>Mélanger d&apos;abord les lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge a short last part into the one before</source>
        <translation>Fusionner une dernière partie trop courte avec la précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per part:</source>
        <translation>Lignes par partie :</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Batch.split: parts of the given size, each opened as a new document or written as a file into a folder.</source>
        <translation>Batch.split : parties de la taille donnée, chacune ouverte comme nouveau document ou écrite comme fichier dans un dossier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New documents</source>
        <translation>Nouveaux documents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files in a folder</source>
        <translation>Fichiers dans un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (.pkl)</source>
        <translation>Pickle Tianshou (.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (.h5)</source>
        <translation>HDF5 Tianshou (.h5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy archive (.npz)</source>
        <translation>Archive NumPy (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File format:</source>
        <translation>Format de fichier :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the Parts</source>
        <translation>Dossier des parties</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>More than 64 parts: choose a larger size or write files into a folder</source>
        <translation>Plus de 64 parties : choisissez une taille plus grande ou écrivez des fichiers dans un dossier</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>Écrit %Ln fichier</numerusform>
            <numerusform>Écrit %Ln fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>Crée %Ln document</numerusform>
            <numerusform>Crée %Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace Files</source>
        <translation>Remplacer les fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds parts of a split. Replace them?</source>
        <translation>%1 contient déjà des parties d’un découpage. Les remplacer ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sample</source>
        <translation>Échantillon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows drawn without replacement and kept in time order.</source>
        <translation>Lignes tirées sans remise et conservées dans l&apos;ordre chronologique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot drop null rows: %1</source>
        <translation>Impossible de supprimer les lignes nulles : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Drop Null</source>
        <translation>Supprimer les nuls</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No row holds a null (NaN or None) value.</source>
        <translation>Aucune ligne ne contient de valeur nulle (NaN ou None).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%Ln ligne sur %L1 contient une valeur nulle (NaN ou None). Créer un nouveau document sans cette ligne ?</numerusform>
            <numerusform>%Ln lignes sur %L1 contiennent une valeur nulle (NaN ou None). Créer un nouveau document sans ces lignes ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>l&apos;index %1 est hors limites pour %Ln ligne</numerusform>
            <numerusform>l&apos;index %1 est hors limites pour %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Slice</source>
        <translation>Extraire une tranche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A numpy index of the buffer&apos;s %L1 valid transitions, oldest first (not of its storage slots), as in b[index]; the result opens as a new document.</source>
        <translation>Un index numpy des %L1 transitions valides du tampon, de la plus ancienne à la plus récente (pas de ses emplacements de stockage), comme dans b[index] ; le résultat s&apos;ouvre dans un nouveau document.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.</source>
        <translation>Un index numpy des %L1 lignes, comme dans b[index] ; le résultat s&apos;ouvre dans un nouveau document.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete Rows works on plain data, not on a replay buffer: its rows are linked into episodes. Select episodes in the episode list and use Delete Selected Episodes, which keeps the buffer valid.</source>
        <translation>Supprimer des lignes agit sur des données simples, pas sur un tampon de rejeu : ses lignes sont liées en épisodes. Sélectionnez des épisodes dans la liste des épisodes et utilisez Supprimer les épisodes sélectionnés, qui garde le tampon valide.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete Rows</source>
        <translation>Supprimer des lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A numpy index of the steps to delete (undoable); it starts as the rows selected in the table.</source>
        <translation>Un index numpy des pas à supprimer (annulable) ; il commence par les lignes sélectionnées dans le tableau.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>Supprime %Ln ligne sur %L1.</numerusform>
            <numerusform>Supprime %Ln lignes sur %L1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the episodes to delete in the episode list first.</source>
        <translation>Sélectionnez d&apos;abord les épisodes à supprimer dans la liste des épisodes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add Key</source>
        <translation>Ajouter une clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new key computed from others, as numpy would: + - * /, numbers, parentheses and key paths such as rew or obs.state.</source>
        <translation>Une nouvelle clé calculée à partir d&apos;autres, comme le ferait numpy : + - * /, nombres, parenthèses et chemins de clés comme rew ou obs.state.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discounted</source>
        <translation>discounted</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rew * 0.99</source>
        <translation>rew * 0.99</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression:</source>
        <translation>Expression :</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+12"/>
        <source>Export Episodes</source>
        <translation>Exporter des épisodes</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln épisode (la sélection, ou tous ceux qu&apos;affiche le filtre).</numerusform>
            <numerusform>%Ln épisodes (la sélection, ou tous ceux qu&apos;affiche le filtre).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (buffer of the same class)</source>
        <translation>Pickle Tianshou (tampon de la même classe)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou pickle</source>
        <translation>Pickle Tianshou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (save_hdf5)</source>
        <translation>Tianshou HDF5 (save_hdf5)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou HDF5 (to_hdf5)</source>
        <translation>Tianshou HDF5 (to_hdf5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D4RL-style HDF5</source>
        <translation>HDF5 de style D4RL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy npz</source>
        <translation>NumPy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Files (*%1)</source>
        <translation>Fichiers (*%1)</translation>
    </message>
</context>
<context>
    <name>DataDialogs</name>
    <message>
        <location line="-377"/>
        <source>numpy&apos;s RandomState seed: the same seed gives the same rows</source>
        <translation>Graine du RandomState de numpy : la même graine donne les mêmes lignes</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>at character %1: %2</source>
        <translation>au caractère %1 : %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>e.g. 100:200, ::2, [0, 5, 9], -50:</source>
        <translation>p. ex. 100:200, ::2, [0, 5, 9], -50:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index:</source>
        <translation>Index :</translation>
    </message>
</context>
<context>
    <name>DataOps</name>
    <message>
        <location filename="../widgets/model/data/dataops.cpp" line="+96"/>
        <source>stack(%1)</source>
        <translation>stack(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stack(%1, axis=%2)</source>
        <translation>stack(%1, axis=%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The shapes of %1 differ between the documents: stacked as object arrays (dtype=object), as Tianshou does with a warning.</source>
        <translation>Les formes de %1 diffèrent entre les documents : empilés en tableaux d’objets (dtype=object), comme Tianshou le fait avec un avertissement.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cat(%1)</source>
        <translation>cat(%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>split(%1)[%2] of %3</source>
        <translation>split(%1)[%2] de %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot sample %1 rows from %2</source>
        <translation>impossible de tirer %1 lignes parmi %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sample(%1) of %2</source>
        <translation>sample(%1) de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dropnull() of %1</source>
        <translation>dropnull() de %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A replay buffer keeps its episodes whole: delete episodes instead of single rows.</source>
        <translation>Un tampon de rejeu conserve ses épisodes entiers : supprimez des épisodes plutôt que des lignes isolées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1 is out of range (0 to %2)</source>
        <translation>le pas %1 est hors limites (0 à %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>episode %1 does not exist</source>
        <translation>l&apos;épisode %1 n&apos;existe pas</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+119"/>
        <source>Tianshou HDF5</source>
        <translation>Tianshou HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>numpy npz</source>
        <translation>numpy npz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tianshou pickle (protocol 4)</source>
        <translation>Pickle Tianshou (protocole 4)</translation>
    </message>
    <message>
        <location filename="../widgets/model/stepindex.cpp" line="+137"/>
        <source>No episode flags: the data has neither &apos;done&apos; nor &apos;terminated&apos;/&apos;truncated&apos;.</source>
        <translation>Pas de marques d’épisode : les données n’ont ni &apos;done&apos; ni &apos;terminated&apos;/&apos;truncated&apos;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes: the flags or rewards are not numbers (they are objects, as a Stack of unequal shapes makes them).</source>
        <translation>Pas d’épisodes : les marques ou les récompenses ne sont pas des nombres (ce sont des objets, comme en produit un empilement de formes inégales).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No episodes: the flags or rewards cannot be read (%1).</source>
        <translation>Pas d’épisodes : les marques ou les récompenses sont illisibles (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes in this data.</source>
        <translation>Aucun épisode dans ces données.</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentedit.cpp" line="+73"/>
        <source>&apos;%1&apos; is not a valid key name</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom de clé valide</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentepisodes.cpp" line="+39"/>
        <source>Finding episodes…</source>
        <translation>Recherche des épisodes…</translation>
    </message>
</context>
<context>
    <name>EpisodeExport</name>
    <message>
        <location filename="../widgets/model/data/episodeexport.cpp" line="+93"/>
        <source>D4RL needs &apos;%1&apos;, which these transitions lack</source>
        <translation>D4RL a besoin de « %1 », absent de ces transitions</translation>
    </message>
</context>
<context>
    <name>EpisodeGroups</name>
    <message>
        <location filename="../widgets/model/episodegroups.cpp" line="+24"/>
        <source>no episode group &apos;%1&apos;</source>
        <translation>aucun groupe d’épisode « %1 »</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>episode group &apos;%1&apos; has no &apos;actions&apos;</source>
        <translation>le groupe d’épisode « %1 » n’a pas de « actions »</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <location filename="../widgets/model/data/expression.cpp" line="+26"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>« %1 » inattendu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing &apos;)&apos;</source>
        <translation>« ) » manquante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missing &apos;]&apos;</source>
        <translation>« ] » manquant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key or a number is missing</source>
        <translation>une clé ou un nombre manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad number</source>
        <translation>nombre invalide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no key &apos;%1&apos;</source>
        <translation>aucune clé « %1 »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>« %1 » n’est pas un tableau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression gives a single number; use at least one key</source>
        <translation>l’expression donne un seul nombre ; utilisez au moins une clé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at character %2</source>
        <translation>%1 au caractère %2</translation>
    </message>
</context>
<context>
    <name>FindStepsController</name>
    <message>
        <location filename="../app/gui/findsteps.cpp" line="+68"/>
        <source>The document is busy (saving); search again when it is done.</source>
        <translation>Le document est occupé (enregistrement) ; relancez la recherche quand il aura fini.</translation>
    </message>
</context>
<context>
    <name>ImageLayout</name>
    <message>
        <location filename="../widgets/model/image/imagelayout.cpp" line="+50"/>
        <source>not an image</source>
        <translation>pas une image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>niveaux de gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RGB</source>
        <translation>RGB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RGBA</source>
        <translation>RGBA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 %3 frames</source>
        <translation>%1 images %2 en %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>KeySeries</name>
    <message>
        <location filename="../widgets/model/plot/keyseries.cpp" line="+83"/>
        <source>%1: only numbers and booleans can be plotted</source>
        <translation>%1 : seuls les nombres et les booléens peuvent être tracés</translation>
    </message>
</context>
<context>
    <name>KeyTree</name>
    <message>
        <location filename="../widgets/model/valuetext.cpp" line="+20"/>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <location filename="../widgets/model/loader.cpp" line="+43"/>
        <source>Stable-Baselines3 replay buffer (pickle protocol %1)</source>
        <translation>Tampon de rejeu Stable-Baselines3 (pickle, protocole %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (pickle protocol %1)</source>
        <translation>Trajectoires imitation (pickle, protocole %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou pickle (protocol %1)</source>
        <translation>Pickle Tianshou (protocole %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python pickle (protocol %1)</source>
        <translation>Pickle Python (protocole %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tianshou HDF5</source>
        <translation>Tianshou HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D4RL HDF5</source>
        <translation>D4RL HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minari HDF5</source>
        <translation>Minari HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>robomimic HDF5</source>
        <translation>robomimic HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d3rlpy HDF5</source>
        <translation>d3rlpy HDF5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HDF5</source>
        <translation>HDF5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (.npz)</source>
        <translation>Trajectoires imitation (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npz archive</source>
        <translation>Archive NumPy .npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchRL replay buffer (dumps)</source>
        <translation>Tampon de rejeu TorchRL (dumps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npy array</source>
        <translation>Tableau NumPy .npy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLlib JSON</source>
        <translation>JSON RLlib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch.save file</source>
        <translation>Fichier torch.save</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Metadata entries</source>
        <translation>Entrées de métadonnées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episodes in file</source>
        <translation>Épisodes dans le fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total steps</source>
        <translation>Nombre total de pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Tianshou 0.4.0 – 0.4.9 (done only)</source>
        <translation>Tianshou 0.4.0 – 0.4.9 (done uniquement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 0.4.10 – 0.5.x</source>
        <translation>Tianshou 0.4.10 – 0.5.x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 1.0 – 1.1</source>
        <translation>Tianshou 1.0 – 1.1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 1.2</source>
        <translation>Tianshou 1.2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou 2.0 or later</source>
        <translation>Tianshou 2.0 ou ultérieur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty.</source>
        <translation>%1 est vide.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Shown as</source>
        <translation>Affiché comme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Tianshou %1 of its transitions (stored keys: replayscope-cli info)</source>
        <translation>le %1 Tianshou de ses transitions (clés stockées : replayscope-cli info)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file ends early: it is incomplete, perhaps from an interrupted save or download. Details: %1</source>
        <translation>Le fichier se termine trop tôt : il est incomplet, peut-être à cause d’un enregistrement ou d’un téléchargement interrompu. Détails : %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+144"/>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>Épisodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop opening the file</source>
        <translation>Arrêter l&apos;ouverture du fichier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as &amp;Python</source>
        <translation>Copier en &amp;Python</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;pisode</source>
        <translation>É&amp;pisode</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Data</source>
        <translation>&amp;Données</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset &amp;Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the panels back where they were at the first start</source>
        <translation>Remettre les panneaux comme au premier démarrage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Dataset Folder</source>
        <translation>Ouvrir un dossier de jeu de données</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy and imitation trajectories (*.npz *.npy);;torch.save files (*.pt *.pth);;Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)</source>
        <translation>Tampons de rejeu et jeux de données (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;Trajectoires numpy et imitation (*.npz *.npy);;Fichiers torch.save (*.pt *.pth);;Pickles compressés (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): n’importe quel fichier du dossier (*.memmap *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 (watched: read again when it changes on disk)</source>
        <translation>%1 (surveillé : relu quand il change sur le disque)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Go to Episode</source>
        <translation>Aller à l&apos;épisode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode (0 to %1):</source>
        <translation>Épisode (0 à %1) :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%2 — ReplayScope</source>
        <translation>%1%2 — ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope</source>
        <translation>ReplayScope</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No document — open a file or drop one here</source>
        <translation>Aucun document — ouvrez un fichier ou déposez-le ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1/%L2</source>
        <translation>%L1/%L2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 mapped)</source>
        <translation>%1 (dont %2 mappés)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About ReplayScope</source>
        <translation>À propos de ReplayScope</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1&apos; is a key Tianshou&apos;s buffers need: without it, Tianshou will not load the saved file as a buffer (Undo brings it back).</source>
        <translation>« %1 » est une clé dont les tampons de Tianshou ont besoin : sans elle, Tianshou ne chargera pas le fichier enregistré comme tampon (Annuler la rétablit).</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+48"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped opening %1</source>
        <translation>Ouverture de %1 arrêtée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not recover %1: %2</source>
        <translation>Impossible de récupérer %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: done</source>
        <translation>%1 : terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: done. %2</source>
        <translation>%1 : terminé. %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stopped</source>
        <translation>%1 : arrêté</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open the other buffer too (and let running work finish), then compare.</source>
        <translation>Ouvrez aussi l&apos;autre tampon (et laissez finir le travail en cours), puis comparez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare With</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>Comparer %1 (A) avec (B) :</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>%1 relu : %Ln nouvel épisode</numerusform>
            <numerusform>%1 relu : %Ln nouveaux épisodes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is open with other unsaved changes; the recovered copy is in a new tab</source>
        <translation>%1 est ouvert avec d’autres modifications non enregistrées ; la copie récupérée est dans un nouvel onglet</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no unsaved changes</source>
        <translation>%1 n’a pas de modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.</source>
        <translation>Impossible de déterminer le format de %1 : utilisez un nom de fichier .pkl (pickle), .h5 (HDF5) ou .npz (numpy).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tianshou pickle (*.pkl)</source>
        <translation>Pickle Tianshou (*.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (*.h5 *.hdf5)</source>
        <translation>Tianshou HDF5 (*.h5 *.hdf5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy arrays (*.npz)</source>
        <translation>tableaux numpy (*.npz)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+53"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer avant de fermer ?</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln document a des modifications non enregistrées :</numerusform>
            <numerusform>%Ln documents ont des modifications non enregistrées :</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard All</source>
        <translation>Tout abandonner</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+35"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>Valeur du système</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes are copied this long after an edit, and offered back if ReplayScope does not close normally</source>
        <translation>Les modifications non enregistrées sont copiées ce délai après une édition, et proposées à nouveau si ReplayScope ne se ferme pas normalement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave after:</source>
        <translation>&amp;Enregistrement automatique après :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used the next time ReplayScope starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de ReplayScope.</translation>
    </message>
</context>
<context>
    <name>PythonCopier</name>
    <message>
        <location filename="../app/gui/pythoncopy.cpp" line="+26"/>
        <source>Open a file first.</source>
        <translation>Ouvrez d&apos;abord un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This data has no file yet: save it, then copy Python that loads it.</source>
        <translation>Ces données n&apos;ont pas encore de fichier : enregistrez-les, puis copiez le code Python qui les charge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a key in the key tree first.</source>
        <translation>Choisissez d&apos;abord une clé dans l&apos;arbre des clés.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select rows in the table first.</source>
        <translation>Sélectionnez d&apos;abord des lignes dans le tableau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select episodes in the episode list first.</source>
        <translation>Sélectionnez d&apos;abord des épisodes dans la liste des épisodes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source># The file as saved: changes not yet saved in ReplayScope are not in it.
</source>
        <translation># Le fichier tel qu&apos;enregistré : les modifications non encore enregistrées dans ReplayScope n&apos;y sont pas.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads the whole file into `%1`: this layout has no direct way to the selection.</source>
        <translation>Du Python qui charge le fichier entier dans `%1` : cette disposition n&apos;a pas d&apos;accès direct à la sélection.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads %1 into `%2`.</source>
        <translation>Du Python qui charge %1 dans `%2`.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied: %1</source>
        <translation>Copié : %1</translation>
    </message>
</context>
<context>
    <name>PythonPreviewDialog</name>
    <message>
        <location filename="../app/gui/pythondialog.cpp" line="+23"/>
        <source>Copy as Python</source>
        <translation>Copier en Python</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current key</source>
        <translation>Clé courante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected rows</source>
        <translation>Lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected episodes</source>
        <translation>Épisodes sélectionnés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole document</source>
        <translation>Document entier</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied: %1</source>
        <translation>Copié : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Load:</source>
        <translation>&amp;Charger :</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>le %Ln pas</numerusform>
            <numerusform>les %Ln pas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps %1-%2</source>
        <translation>pas %1 à %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>%Ln pas sélectionné</numerusform>
            <numerusform>%Ln pas sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode %1</source>
        <translation>épisode %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>episodes %1</source>
        <translation>épisodes %1</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../app/gui/recoverydialog.cpp" line="+25"/>
        <source>Recover Unsaved Changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope did not close normally last time. These documents had unsaved changes, which were saved automatically. Recovered documents open as modified; nothing is written to the original files until you save.</source>
        <translation>ReplayScope ne s’est pas fermé normalement la dernière fois. Ces documents avaient des modifications non enregistrées, qui ont été sauvegardées automatiquement. Les documents récupérés s’ouvrent comme modifiés ; rien n’est écrit dans les fichiers d’origine avant que vous n’enregistriez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original file</source>
        <translation>Fichier d’origine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>Enregistré automatiquement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(never saved)</source>
        <translation>(jamais enregistré)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file changed after this autosave</source>
        <translation>Le fichier a changé après cet enregistrement automatique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the checked autosaves for good</source>
        <translation>Supprimer définitivement les enregistrements automatiques cochés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the autosaves and ask again on the next start</source>
        <translation>Garder les enregistrements automatiques et redemander au prochain démarrage</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::AutosaveManager</name>
    <message>
        <location filename="../widgets/model/autosave.cpp" line="+188"/>
        <source>Cannot create the autosave folder %1.</source>
        <translation>Impossible de créer le dossier d’enregistrement automatique %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot lock the autosave folder %1.</source>
        <translation>Impossible de verrouiller le dossier d’enregistrement automatique %1.</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+33"/>
        <source>The autosave of %1 failed: %2</source>
        <translation>L’enregistrement automatique de %1 a échoué : %2</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::BatchTreeModel</name>
    <message>
        <location filename="../widgets/model/batchtreemodel.cpp" line="+303"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DType</source>
        <translation>DType</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A key name cannot be empty.</source>
        <translation>Un nom de clé ne peut pas être vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A key name cannot contain &apos;.&apos; (it separates nested keys).</source>
        <translation>Un nom de clé ne peut pas contenir &apos;.&apos; (il sépare les clés imbriquées).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a key named &apos;%1&apos; here.</source>
        <translation>Il existe déjà une clé nommée &apos;%1&apos; ici.</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareModel</name>
    <message>
        <location filename="../widgets/model/compare/comparemodel.cpp" line="+75"/>
        <location line="+30"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Only in B</source>
        <translation>Seulement dans B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in A</source>
        <translation>Seulement dans A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dtype %1 → %2</source>
        <translation>dtype %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape %1 → %2</source>
        <translation>forme %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) differ, first: %1</source>
        <translation>
            <numerusform>%Ln ligne diffère, première : %1</numerusform>
            <numerusform>%Ln lignes diffèrent, premières : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not compared: %1 vs %2 rows</source>
        <translation>non comparé : %1 contre %2 lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not compared: row shapes differ</source>
        <translation>non comparé : formes de ligne différentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not compared: dtypes differ</source>
        <translation>non comparé : dtypes différents</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The same on both sides</source>
        <translation>Identique des deux côtés</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mean ± std</source>
        <translation>A moyenne ± écart-type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B mean ± std</source>
        <translation>B moyenne ± écart-type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KS</source>
        <translation>KS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows differing</source>
        <translation>Lignes différentes</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message>
        <location filename="../widgets/view/comparewindow.cpp" line="+53"/>
        <source>Compare %1 with %2</source>
        <translation>Comparer %1 avec %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparing A = %1 with B = %2…</source>
        <translation>Comparaison de A = %1 avec B = %2…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distribution of the key</source>
        <translation>Distribution de la clé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both series (rows line up)</source>
        <translation>Les deux séries (lignes alignées)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode returns</source>
        <translation>Retours des épisodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode lengths</source>
        <translation>Longueurs des épisodes</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Could not compare: %1</source>
        <translation>Comparaison impossible : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2, %Ln ligne, %3 épisodes)</numerusform>
            <numerusform>%1 (%2, %Ln lignes, %3 épisodes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A = %1&lt;br&gt;B = %2&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</source>
        <translation>A = %1&lt;br&gt;B = %2&lt;br&gt;&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal.</source>
        <translation>Identiques.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln clé diffère.</numerusform>
            <numerusform>%Ln clés diffèrent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode return</source>
        <translation>retour de l&apos;épisode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>episode length</source>
        <translation>longueur de l&apos;épisode</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::DetailsModel</name>
    <message>
        <location filename="../widgets/model/detailsmodel.cpp" line="+37"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not saved)</source>
        <translation>(non enregistré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max size</source>
        <translation>Taille maximale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack num</source>
        <translation>Nombre d&apos;empilements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore obs_next</source>
        <translation>Ignorer obs_next</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save only last obs</source>
        <translation>Enregistrer seulement la dernière obs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample avail</source>
        <translation>Échantillonner les disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write pointer</source>
        <translation>Pointeur d&apos;écriture</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last index</source>
        <translation>Dernier index</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Episodes</source>
        <translation>Épisodes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 so far (%2% of the steps read)</source>
        <translation>%1 jusqu'ici (%2 % des pas lus)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Terminated</source>
        <translation>Terminés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truncated</source>
        <translation>Tronqués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>Inachevés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start overwritten by the ring</source>
        <translation>Début écrasé par l&apos;anneau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-step episodes</source>
        <translation>Épisodes à un seul pas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 mapped from the file)</source>
        <translation>%1 (dont %2 mappés depuis le fichier)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Property</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+39"/>
        <source>a random sample of rows, not a sequence of episodes</source>
        <translation>un échantillon aléatoire de lignes, pas une suite d&apos;épisodes</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeListModel</name>
    <message>
        <location filename="../widgets/model/episodelistmodel.cpp" line="+54"/>
        <source>terminated</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>tronqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>inachevé</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · start overwritten</source>
        <translation>%1 · début écrasé</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>New since the file was last read (File ▸ Watch)</source>
        <translation>Nouveau depuis la dernière lecture du fichier (Fichier ▸ Surveiller)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ring buffer overwrote the first steps of this episode: its return and length cover only the steps still stored.</source>
        <translation>Le tampon circulaire a écrasé les premiers pas de cet épisode : son retour et sa longueur ne couvrent que les pas encore stockés.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeNavigator</name>
    <message>
        <location filename="../widgets/view/episodenavigator.cpp" line="+55"/>
        <source>return ≥</source>
        <translation>retour ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at least this</source>
        <translation>Afficher les épisodes dont le retour atteint au moins cette valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return ≤</source>
        <translation>retour ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at most this</source>
        <translation>Afficher les épisodes dont le retour ne dépasse pas cette valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≥</source>
        <translation>longueur ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at least this long</source>
        <translation>Afficher les épisodes d&apos;au moins cette longueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≤</source>
        <translation>longueur ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at most this long</source>
        <translation>Afficher les épisodes d&apos;au plus cette longueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any end</source>
        <translation>toute fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminated</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>tronqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>inachevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start overwritten</source>
        <translation>début écrasé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show episodes that end this way</source>
        <translation>Afficher les épisodes qui se terminent ainsi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the demos a mask of the file lists (robomimic&apos;s mask/train, mask/valid, ...)</source>
        <translation>Afficher seulement les démos qu&apos;un masque du fichier liste (mask/train, mask/valid, ... de robomimic)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Episode number</source>
        <translation>Numéro d&apos;épisode</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Episode</source>
        <translation>Épisode</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>all episodes</source>
        <translation>tous les épisodes</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>masque %1 (%n démo)</numerusform>
            <numerusform>masque %1 (%n démos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(0–%L1, finding more: %2%)</source>
        <translation>(0–%L1, recherche des suivants : %2 %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(0–%L1)</source>
        <translation>(0–%L1)</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ErrorBanner</name>
    <message>
        <location filename="../widgets/view/errorbanner.cpp" line="+29"/>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ImagePanel</name>
    <message>
        <location filename="../widgets/view/image/imagepanel.cpp" line="+73"/>
        <source>Key shown as images</source>
        <translation>Clé affichée sous forme d&apos;images</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto range</source>
        <translation>Plage automatique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 … 1</source>
        <translation>0 … 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 … 255</source>
        <translation>0 … 255</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How values that are not bytes map to black … white</source>
        <translation>Comment les valeurs qui ne sont pas des octets sont converties en noir … blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inferno</source>
        <translation>Inferno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour map for single-channel images</source>
        <translation>Palette de couleurs pour les images à un canal</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+182"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Play through the current episode</source>
        <translation>Lire l&apos;épisode actuel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps per second while playing</source>
        <translation>Pas par seconde pendant la lecture</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>%1 · step %L2</source>
        <translation>%1 · pas %L2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No image-like key (HxW, HxWxC, CxHxW or stacked frames)</source>
        <translation>Aucune clé de type image (HxW, HxWxC, CxHxW ou images empilées)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::KeyTreePanel</name>
    <message>
        <location filename="../widgets/view/keytreepanel.cpp" line="+47"/>
        <source>%1 (pinned to the table)</source>
        <translation>%1 (épinglée au tableau)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+35"/>
        <source>P&amp;in to Table</source>
        <translation>É&amp;pingler au tableau</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Copy &amp;Path</source>
        <translation>Copier le &amp;chemin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the selected keys in the table whatever is selected</source>
        <translation>Garder les clés sélectionnées dans le tableau quelle que soit la sélection</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter keys</source>
        <translation>Filtrer les clés</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unp&amp;in from Table</source>
        <translation>Dés&amp;épingler du tableau</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+39"/>
        <location line="+229"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+136"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>not drawn, more than %1 lines: %2</source>
        <translation>non tracées, plus de %1 lignes : %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not drawn, another number of steps: %1</source>
        <translation>non tracées, autre nombre de pas : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a numeric per-step key to plot it</source>
        <translation>Choisissez une clé numérique par pas pour la tracer</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+270"/>
        <source>%1 has no rows</source>
        <translation>%1 n’a aucune ligne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading every step: %1%, a sample until then</source>
        <translation>lecture de tous les pas : %1 %, un échantillon d&apos;ici là</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: first %2 columns of %3</source>
        <translation>%1 : %2 premières colonnes sur %3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln pas</numerusform>
            <numerusform>%1 · %Ln pas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>episode</source>
        <translation>épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return</source>
        <translation>retour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln épisode · cliquez dessus pour y aller</numerusform>
            <numerusform>%Ln épisodes · cliquez sur l&apos;un d&apos;eux pour y aller</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+42"/>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choose a numeric per-step key</source>
        <translation>Choisissez une clé numérique par pas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cursor is in no episode</source>
        <translation>Le curseur n&apos;est dans aucun épisode</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the histogram follows once every step is read (%2%)</source>
        <translation>%1 : l&apos;histogramme suivra une fois tous les pas lus (%2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in episode %2</source>
        <translation>%1 dans l&apos;épisode %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all rows</source>
        <translation>%1, toutes les lignes</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>step in episode %1</source>
        <translation>pas dans l&apos;épisode %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-343"/>
        <source>Bars</source>
        <translation>Barres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key against step</source>
        <translation>Clé en fonction du pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return per episode</source>
        <translation>Retour par épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length per episode</source>
        <translation>Longueur par épisode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Histogram of key</source>
        <translation>Histogramme d&apos;une clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to plot</source>
        <translation>Ce qu&apos;il faut tracer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows</source>
        <translation>Toutes les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current episode</source>
        <translation>Épisode actuel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which rows the histogram counts</source>
        <translation>Lignes comptées par l&apos;histogramme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw bars instead of a line</source>
        <translation>Tracer des barres au lieu d&apos;une ligne</translation>
    </message>
    <message>
        <location line="+329"/>
        <source>%1 holds no number per step, so there is nothing to plot</source>
        <translation>%1 ne contient pas de nombre par pas, il n’y a donc rien à tracer</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+17"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-323"/>
        <source>Reset View</source>
        <translation>Réinitialiser la vue</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Show all the data (zoom with the wheel, pan by dragging)</source>
        <translation>Afficher toutes les données (zoom avec la molette, déplacement par glisser)</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+1"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+4"/>
        <source>Fit Episode</source>
        <translation>Ajuster à l&apos;épisode</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+1"/>
        <source>Show the current episode, steps counted from its start</source>
        <translation>Afficher l&apos;épisode courant, pas comptés depuis son début</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+3"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Save the plot as a PNG image or a PDF file</source>
        <translation>Enregistrer le graphique en image PNG ou en fichier PDF</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plot&apos;s actions that do not fit here</source>
        <translation>Les actions du graphique qui ne tiennent pas ici</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="-171"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+285"/>
        <source>%1 is image-like: the Image tab shows it</source>
        <translation>%1 est de type image : l&apos;onglet Image l&apos;affiche</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="+85"/>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document, vector (*.pdf)</source>
        <translation>Document PDF, vectoriel (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Export Plot</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Include the time cursor and the current episode&apos;s shading</source>
        <translation>Inclure le curseur temporel et l&apos;ombrage de l&apos;épisode courant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Could not write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="-11"/>
        <source>ReplayScope</source>
        <translation>ReplayScope</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::SeriesStore</name>
    <message>
        <location filename="../widgets/model/plot/seriesstore.cpp" line="+103"/>
        <source>%1 is not a per-step array of numbers</source>
        <translation>%1 n&apos;est pas un tableau de nombres par pas</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/view/shortcutsdialog.cpp" line="+17"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message>
        <location filename="../widgets/view/stepfilterbar.cpp" line="+23"/>
        <source>Find steps: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</source>
        <translation>Rechercher des pas : rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expression over the keys, true for the steps to find (the language of Add Key: comparisons, &amp; | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot mark the steps, the episode list selects their episodes, and Delete Rows, Slice and Export Episodes act on them.</source>
        <translation>Une expression sur les clés, vraie pour les pas à trouver (le langage d&apos;Ajouter une clé : comparaisons, &amp; | ~, abs, isnan, .any(axis=1)). Entrée lance la recherche ; le tableau et le graphique marquent les pas, la liste des épisodes sélectionne leurs épisodes, et Supprimer des lignes, Découper et Exporter des épisodes agissent sur eux.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous matching step</source>
        <translation>Pas correspondant précédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next matching step</source>
        <translation>Pas correspondant suivant</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%Ln pas dans %1</numerusform>
            <numerusform>%Ln pas dans %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln épisode</numerusform>
            <numerusform>%Ln épisodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message>
        <location filename="../widgets/view/tablepanel.cpp" line="+55"/>
        <source>Go to row</source>
        <translation>Aller à la ligne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the previous rows</source>
        <translation>Afficher les lignes précédentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the next rows</source>
        <translation>Afficher les lignes suivantes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no row &apos;%1&apos; (rows go from 0 to %2).</source>
        <translation>Il n&apos;y a pas de ligne &apos;%1&apos; (les lignes vont de 0 à %2).</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>axis %1:</source>
        <translation>axe %1 :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index on axis %1 (of %2)</source>
        <translation>Index sur l&apos;axe %1 (sur %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a key to see its values (Ctrl+click for several side by side)</source>
        <translation>Choisissez une clé pour voir ses valeurs (Ctrl+clic pour en voir plusieurs côte à côte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no values to show</source>
        <translation>%1 ne contient aucune valeur à afficher</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1 (%n clé côte à côte)</numerusform>
            <numerusform>%1 (%n clés côte à côte)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows %L1–%L2 of %L3</source>
        <translation>Lignes %L1–%L2 sur %L3</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TensorTableModel</name>
    <message>
        <location filename="../widgets/model/tensortablemodel.cpp" line="+318"/>
        <source>%1: an image-like key (%2 per step); the Image tab shows it</source>
        <translation>%1 : une clé de type image (%2 par pas) ; l&apos;onglet Image l&apos;affiche</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step %1, storage slot %2</source>
        <translation>Pas %1, emplacement de stockage %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is not a valid %2 value</source>
        <translation>&apos;%1&apos; n&apos;est pas une valeur %2 valide</translation>
    </message>
</context>
<context>
    <name>SplitFiles</name>
    <message>
        <location filename="../widgets/model/data/splitfiles.cpp" line="+28"/>
        <source>not a folder</source>
        <translation>n’est pas un dossier</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../widgets/model/tasks/taskrunner.cpp" line="+60"/>
        <location line="+2"/>
        <source>Unknown error</source>
        <translation>Erreur inconnue</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../widgets/model/commands/removekey.cpp" line="+16"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/renamekey.cpp" line="+27"/>
        <source>Rename %1 → %2</source>
        <translation>Renommer %1 → %2</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/setvalue.cpp" line="+32"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/gui/watchcontroller.cpp" line="+44"/>
        <source>Could not read %1 again (%2); still showing the last version read, and trying again at its next change.</source>
        <translation>Impossible de relire %1 (%2) ; la dernière version lue reste affichée, nouvel essai à sa prochaine modification.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching %1: it is read again whenever it changes on disk.</source>
        <translation>Surveillance de %1 : il est relu chaque fois qu&apos;il change sur le disque.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped watching %1.</source>
        <translation>Surveillance de %1 arrêtée.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 changed on disk; it is read again when the work on it is done.</source>
        <translation>%1 a changé sur le disque ; il sera relu une fois le travail en cours terminé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed on disk; not read again, to keep your unsaved changes.</source>
        <translation>%1 a changé sur le disque ; non relu, pour garder vos modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed on disk; reading it again…</source>
        <translation>%1 a changé sur le disque ; relecture…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changed on disk, and you have unsaved changes in it.</source>
        <translation>%1 a changé sur le disque, et vous y avez des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the file again and discard your changes, or keep your changes and the version you have?</source>
        <translation>Relire le fichier et abandonner vos modifications, ou garder vos modifications et la version que vous avez ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Read Again</source>
        <translation>&amp;Relire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep My Changes</source>
        <translation>&amp;Garder mes modifications</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+25"/>
        <source>CartPole demo</source>
        <translation>Démo CartPole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generated demo</source>
        <translation>démo générée</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Inspect reinforcement-learning replay buffers.</source>
        <translation>Inspecter des tampons de rejeu d&apos;apprentissage par renforcement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the language &lt;code&gt; (de, zh_CN, en, ...) this time, instead of the one chosen in Preferences.</source>
        <translation>Utiliser cette fois la langue &lt;code&gt; (de, zh_CN, en, ...) au lieu de celle choisie dans les préférences.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the window to &lt;file&gt; and exit.</source>
        <translation>Rendre la fenêtre dans &lt;file&gt; et quitter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --screenshot: show &lt;view&gt; (table, image or plot) in front, or compare: the Compare With… window of the first two files, or python: Copy as Python&apos;s preview of the selected key.</source>
        <translation>Avec --screenshot : afficher &lt;view&gt; (table, image ou plot) au premier plan, ou compare : la fenêtre Comparer avec… des deux premiers fichiers, ou python : l&apos;aperçu de Copier en Python de la clé choisie.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--screenshot-reload needs --watch FILE</source>
        <translation>--screenshot-reload nécessite --watch FILE</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With --screenshot: select the key &lt;path&gt; (default obs.frame for the image view, obs.state for the plot); several keys, comma-separated, show side by side in the table.</source>
        <translation>Avec --screenshot : sélectionner la clé &lt;path&gt; (par défaut obs.frame pour la vue image, obs.state pour le graphique) ; plusieurs clés séparées par des virgules s&apos;affichent côte à côte dans le tableau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --screenshot: what the plot shows (steps, returns, lengths or histogram).</source>
        <translation>Avec --screenshot : ce que montre le graphique (steps, returns, lengths ou histogram).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &lt;file&gt; and read it again whenever it changes on disk (File ▸ Watch); may be given several times.</source>
        <translation>Ouvrir &lt;file&gt; et le relire chaque fois qu&apos;il change sur le disque (Fichier ▸ Surveiller) ; peut être donné plusieurs fois.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot: search the steps where &lt;expression&gt; holds first (Find Steps).</source>
        <translation>Avec --screenshot : rechercher d&apos;abord les pas où &lt;expression&gt; est vraie (Rechercher des pas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot and --watch: take the picture once the watched file has changed and was read again (its new episodes marked).</source>
        <translation>Avec --screenshot et --watch : prendre l&apos;image une fois que le fichier surveillé a changé et a été relu (ses nouveaux épisodes marqués).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Files to open.</source>
        <translation>Fichiers à ouvrir.</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot.cpp" line="+183"/>
        <source>unknown view %1 (use table, image, plot, compare or python)</source>
        <translation>vue inconnue %1 (utilisez table, image, plot, compare ou python)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown plot %1 (use steps, returns, lengths or histogram)</source>
        <translation>graphique inconnu %1 (utilisez steps, returns, lengths ou histogram)</translation>
    </message>
</context>
</TS>
