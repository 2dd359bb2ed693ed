<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutInfo</name>
    <message>
        <location filename="../app/gui/aboutinfo.cpp" line="+58"/>
        <source>windows, models, threads and translations</source>
        <translation>Fenster, Modelle, Threads und Übersetzungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plots and histograms</source>
        <translation>Diagramme und Histogramme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDF5 files (Tianshou, D4RL, Minari)</source>
        <translation>HDF5-Dateien (Tianshou, D4RL, Minari)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LZF-compressed HDF5 datasets</source>
        <translation>LZF-komprimierte HDF5-Datensätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LZ4-compressed files</source>
        <translation>LZ4-komprimierte Dateien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy .npz archives</source>
        <translation>numpy-.npz-Archive</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate compression</source>
        <translation>Deflate-Komprimierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPEG-encoded image frames (Minari)</source>
        <translation>JPEG-kodierte Einzelbilder (Minari)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a saved reinforcement-learning replay buffer or dataset and see what is really in it.</source>
        <translation>Öffnen Sie einen gespeicherten Replay-Buffer oder Datensatz aus dem Reinforcement Learning und sehen Sie, was wirklich darin steckt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReplayScope&apos;s source code is released under the MIT licence. Because this program links QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is covered by the GNU GPL version 3 or later.</source>
        <translation>Der Quellcode von ReplayScope steht unter der MIT-Lizenz. Da dieses Programm QCustomPlot einbindet, das unter der GNU GPL Version 3 lizenziert ist, unterliegt das Programm in der verteilten Form der GNU GPL Version 3 oder neuer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is built with these libraries:</source>
        <translation>Es wurde mit diesen Bibliotheken erstellt:</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../app/gui/actions.cpp" line="+36"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a replay buffer or dataset</source>
        <translation>Einen Replay-Buffer oder Datensatz öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Dataset Folder…</source>
        <translation>&amp;Datensatz-Ordner öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)</source>
        <translation>Einen als Ordner gespeicherten Datensatz öffnen (Minari: data/main_data.hdf5 und metadata.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to the file</source>
        <translation>Die Änderungen in der Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a Tianshou pickle or HDF5 file, or as numpy npz</source>
        <translation>Als Tianshou-Pickle- oder HDF5-Datei oder als numpy-npz speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Beobachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the file again whenever it changes on disk (a buffer a training script saves)</source>
        <translation>Die Datei jedes Mal neu lesen, wenn sie sich auf der Festplatte ändert (ein Puffer, den ein Trainingsskript speichert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this document with another open one: keys, statistics, distributions, episodes</source>
        <translation>Dieses Dokument mit einem anderen geöffneten vergleichen: Schlüssel, Statistiken, Verteilungen, Episoden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the current document</source>
        <translation>Das aktuelle Dokument schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the recently opened files</source>
        <translation>Die Liste der zuletzt geöffneten Dateien leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit ReplayScope</source>
        <translation>ReplayScope beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected cells as tab-separated values</source>
        <translation>Die ausgewählten Zellen als tabulatorgetrennte Werte kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name Key</source>
        <translation>Schlüssel &amp;umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the selected key</source>
        <translation>Den ausgewählten Schlüssel umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Key</source>
        <translation>Schlüssel &amp;löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected key and everything under it</source>
        <translation>Den ausgewählten Schlüssel und alles darunter löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Value</source>
        <translation>Wert &amp;bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit the current table cell</source>
        <translation>Die aktuelle Tabellenzelle bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Row…</source>
        <translation>&amp;Gehe zu Zeile…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to a row of the table</source>
        <translation>Zu einer Zeile der Tabelle springen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Steps…</source>
        <translation>Schritte &amp;finden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the steps where an expression holds, e.g. rew &lt; -1</source>
        <translation>Die Schritte finden, in denen ein Ausdruck gilt, z. B. rew &lt; -1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current &amp;Key</source>
        <translation>Aktueller &amp;Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key from the file</source>
        <translation>Python-Code kopieren, der den aktuellen Schlüssel aus der Datei lädt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Rows</source>
        <translation>Ausgewählte &amp;Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the selected table rows of the current key</source>
        <translation>Python-Code kopieren, der die ausgewählten Tabellenzeilen des aktuellen Schlüssels lädt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Episodes</source>
        <translation>Ausgewählte &amp;Episoden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key at the steps of the selected episodes</source>
        <translation>Python-Code kopieren, der den aktuellen Schlüssel in den Schritten der ausgewählten Episoden lädt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole &amp;Document</source>
        <translation>Ganzes &amp;Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the whole file with the library that wrote it</source>
        <translation>Python-Code kopieren, der die ganze Datei mit der Bibliothek lädt, die sie geschrieben hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Vorschau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Python of the current key, rows, episodes or file before copying it</source>
        <translation>Den Python-Code des aktuellen Schlüssels, der Zeilen, Episoden oder der Datei vor dem Kopieren anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the language of ReplayScope</source>
        <translation>Die Sprache von ReplayScope wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First Episode</source>
        <translation>&amp;Erste Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the first episode</source>
        <translation>Zur ersten Episode gehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Episode</source>
        <translation>&amp;Vorherige Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous episode</source>
        <translation>Zur vorherigen Episode gehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Episode</source>
        <translation>&amp;Nächste Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next episode</source>
        <translation>Zur nächsten Episode gehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Episode</source>
        <translation>&amp;Letzte Episode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the last episode</source>
        <translation>Zur letzten Episode gehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Episode…</source>
        <translation>&amp;Gehe zu Episode…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to an episode by number</source>
        <translation>Zu einer Episode anhand ihrer Nummer gehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Step</source>
        <translation>Vorheriger &amp;Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous step of this episode (Tianshou&apos;s prev)</source>
        <translation>Zum vorherigen Schritt dieser Episode gehen (prev in Tianshou)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next S&amp;tep</source>
        <translation>Nächs&amp;ter Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step of this episode (Tianshou&apos;s next)</source>
        <translation>Zum nächsten Schritt dieser Episode gehen (next in Tianshou)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stack…</source>
        <translation>&amp;Stapeln…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.stack of this and other open documents into a new one</source>
        <translation>Batch.stack dieses und weiterer geöffneter Dokumente in ein neues Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concatenate…</source>
        <translation>&amp;Verketten…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.cat of this and other open documents into a new one</source>
        <translation>Batch.cat dieses und weiterer geöffneter Dokumente in ein neues Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;plit…</source>
        <translation>&amp;Aufteilen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split the rows into parts, each a new document</source>
        <translation>Die Zeilen in Teile aufteilen, jeder Teil ein neues Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;mple…</source>
        <translation>Stich&amp;probe…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A random sample of the rows as a new document</source>
        <translation>Eine Zufallsstichprobe der Zeilen als neues Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drop Null…</source>
        <translation>&amp;Nullzeilen entfernen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new document without the rows holding NaN or None</source>
        <translation>Ein neues Dokument ohne die Zeilen, die NaN oder None enthalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;lice…</source>
        <translation>&amp;Teilbereich extrahieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rows a numpy index selects, as a new document</source>
        <translation>Die von einem numpy-Index ausgewählten Zeilen als neues Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;Rows…</source>
        <translation>Zeilen &amp;löschen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the steps a numpy index selects (undoable)</source>
        <translation>Die von einem numpy-Index ausgewählten Schritte löschen (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Selected &amp;Episodes</source>
        <translation>Ausgewählte &amp;Episoden löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the episodes selected in the episode list (undoable)</source>
        <translation>Die in der Episodenliste ausgewählten Episoden löschen (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Key…</source>
        <translation>Schlüssel &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a key computed from others, such as rew * 0.99 (undoable)</source>
        <translation>Einen aus anderen berechneten Schlüssel hinzufügen, etwa rew * 0.99 (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Episodes…</source>
        <translation>Episoden e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz</source>
        <translation>Die ausgewählten oder gefilterten Episoden als Buffer, D4RL-HDF5 oder npz speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to &amp;Keys</source>
        <translation>Zu den &amp;Schlüsseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the key tree</source>
        <translation>Die Tastatur auf den Schlüsselbaum richten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Table</source>
        <translation>Zur &amp;Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the table</source>
        <translation>Die Tastatur auf die Tabelle richten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to E&amp;pisodes</source>
        <translation>Zu den E&amp;pisoden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the episode list</source>
        <translation>Die Tastatur auf die Episodenliste richten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>Die Tastenkürzel auflisten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ReplayScope</source>
        <translation>Ü&amp;ber ReplayScope</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About ReplayScope</source>
        <translation>Über ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About the Qt toolkit</source>
        <translation>Über das Qt-Toolkit</translation>
    </message>
</context>
<context>
    <name>BufferState</name>
    <message>
        <location filename="../widgets/model/bufferstate.cpp" line="+50"/>
        <source>Buffer state, not data: the priority of each slot raised to alpha (Tianshou&apos;s buf.weight, the leaves of its sum tree). Read-only; it is not saved as a key.</source>
        <translation>Pufferzustand, keine Daten: die Priorität jedes Platzes hoch alpha (Tianshous buf.weight, die Blätter seines Summenbaums). Nur lesbar; wird nicht als Schlüssel gespeichert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episode in progress</source>
        <translation>Laufende Episode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps from slot %2, return %3</source>
        <translation>%1 Schritte ab Platz %2, Return %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Priority exponent (alpha)</source>
        <translation>Prioritätsexponent (alpha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance exponent (beta)</source>
        <translation>Importance-Exponent (beta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest priority seen</source>
        <translation>Größte bisherige Priorität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest priority seen</source>
        <translation>Kleinste bisherige Priorität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight normalisation</source>
        <translation>Gewichtsnormierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of the weights</source>
        <translation>Summe der Gewichte</translation>
    </message>
</context>
<context>
    <name>DataController</name>
    <message>
        <location filename="../app/gui/datacontroller.cpp" line="+32"/>
        <source>generated, not saved</source>
        <translation>erzeugt, nicht gespeichert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>Stapeln von %Ln Dokument</numerusform>
            <numerusform>Stapeln von %Ln Dokumenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>Verketten von %Ln Dokument</numerusform>
            <numerusform>Verketten von %Ln Dokumenten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splitting %1</source>
        <translation>Aufteilen von %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Splitting %1 into %2</source>
        <translation>%1 wird in %2 aufgeteilt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampling %L1 rows</source>
        <translation>Stichprobe von %L1 Zeilen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dropping null rows</source>
        <translation>Entfernen der Nullzeilen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slicing %1</source>
        <translation>Schneiden %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot delete rows %1: %2</source>
        <translation>Zeilen %1 können nicht gelöscht werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>%Ln Zeile löschen</numerusform>
            <numerusform>%Ln Zeilen löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>%Ln Episode löschen</numerusform>
            <numerusform>%Ln Episoden löschen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot delete the episodes: %1</source>
        <translation>Die Episoden können nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/gui/datadialogs.cpp" line="+425"/>
        <source>&apos;%1&apos; is not a new key name</source>
        <translation>&apos;%1&apos; ist kein neuer Schlüsselname</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add key %1 = %2</source>
        <translation>Schlüssel %1 = %2 hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot add %1 = %2: %3</source>
        <translation>%1 = %2 kann nicht hinzugefügt werden: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>Exportieren von %Ln Episode</numerusform>
            <numerusform>Exportieren von %Ln Episoden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export: %1</source>
        <translation>Export nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/datadialogs.cpp" line="-334"/>
        <source>Stack Documents</source>
        <translation>Dokumente stapeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concatenate Documents</source>
        <translation>Dokumente verketten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch.stack of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.stack der markierten Dokumente in dieser Reihenfolge (Buffer liefern ihre Übergänge, die ältesten zuerst).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch.cat of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.cat der markierten Dokumente in dieser Reihenfolge (Buffer liefern ihre Übergänge, die ältesten zuerst).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Documents:</source>
        <translation>Dokumente:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis:</source>
        <translation>Achse:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Check at least two documents to combine.</source>
        <translation>Markieren Sie mindestens zwei Dokumente zum Kombinieren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Split</source>
        <translation>Aufteilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the rows first</source>
        <translation>Zeilen zuerst mischen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge a short last part into the one before</source>
        <translation>Einen kurzen letzten Teil mit dem vorherigen zusammenführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per part:</source>
        <translation>Zeilen pro Teil:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Batch.split: parts of the given size, each opened as a new document or written as a file into a folder.</source>
        <translation>Batch.split: Teile der angegebenen Größe, jeweils als neues Dokument geöffnet oder als Datei in einen Ordner geschrieben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New documents</source>
        <translation>Neue Dokumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files in a folder</source>
        <translation>Dateien in einem Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (.pkl)</source>
        <translation>Tianshou-Pickle (.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (.h5)</source>
        <translation>Tianshou-HDF5 (.h5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy archive (.npz)</source>
        <translation>NumPy-Archiv (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File format:</source>
        <translation>Dateiformat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the Parts</source>
        <translation>Ordner für die Teile</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>More than 64 parts: choose a larger size or write files into a folder</source>
        <translation>Mehr als 64 Teile: Wählen Sie eine größere Größe oder schreiben Sie Dateien in einen Ordner</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>Schreibt %Ln Datei</numerusform>
            <numerusform>Schreibt %Ln Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>Ergibt %Ln Dokument</numerusform>
            <numerusform>Ergibt %Ln Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace Files</source>
        <translation>Dateien ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds parts of a split. Replace them?</source>
        <translation>%1 enthält bereits Teile einer Aufteilung. Ersetzen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sample</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows drawn without replacement and kept in time order.</source>
        <translation>Zeilen werden ohne Zurücklegen gezogen und bleiben in zeitlicher Reihenfolge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows:</source>
        <translation>Zeilen:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot drop null rows: %1</source>
        <translation>Nullzeilen können nicht entfernt werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Drop Null</source>
        <translation>Nullzeilen entfernen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No row holds a null (NaN or None) value.</source>
        <translation>Keine Zeile enthält einen Nullwert (NaN oder None).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%Ln von %L1 Zeilen enthält einen Nullwert (NaN oder None). Ein neues Dokument ohne diese Zeile erstellen?</numerusform>
            <numerusform>%Ln von %L1 Zeilen enthalten einen Nullwert (NaN oder None). Ein neues Dokument ohne diese Zeilen erstellen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>Index %1 liegt außerhalb von %Ln Zeile</numerusform>
            <numerusform>Index %1 liegt außerhalb von %Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Slice</source>
        <translation>Teilbereich extrahieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A numpy index of the buffer&apos;s %L1 valid transitions, oldest first (not of its storage slots), as in b[index]; the result opens as a new document.</source>
        <translation>Ein numpy-Index über die %L1 gültigen Transitionen des Puffers, älteste zuerst (nicht über seine Speicherplätze), wie in b[index]; das Ergebnis öffnet sich als neues Dokument.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.</source>
        <translation>Ein numpy-Index über die %L1 Zeilen, wie in b[index]; das Ergebnis öffnet sich als neues Dokument.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete Rows works on plain data, not on a replay buffer: its rows are linked into episodes. Select episodes in the episode list and use Delete Selected Episodes, which keeps the buffer valid.</source>
        <translation>„Zeilen löschen“ wirkt auf einfache Daten, nicht auf einen Replay-Buffer: Seine Zeilen sind zu Episoden verknüpft. Wählen Sie Episoden in der Episodenliste und verwenden Sie „Ausgewählte Episoden löschen“, das den Buffer gültig hält.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete Rows</source>
        <translation>Zeilen löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A numpy index of the steps to delete (undoable); it starts as the rows selected in the table.</source>
        <translation>Ein numpy-Index der zu löschenden Schritte (rückgängig machbar); er beginnt mit den in der Tabelle ausgewählten Zeilen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>Löscht %Ln Zeile von %L1.</numerusform>
            <numerusform>Löscht %Ln Zeilen von %L1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the episodes to delete in the episode list first.</source>
        <translation>Wählen Sie zuerst in der Episodenliste die zu löschenden Episoden aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add Key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new key computed from others, as numpy would: + - * /, numbers, parentheses and key paths such as rew or obs.state.</source>
        <translation>Ein neuer, aus anderen berechneter Schlüssel, wie numpy es tun würde: + - * /, Zahlen, Klammern und Schlüsselpfade wie rew oder obs.state.</translation>
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
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression:</source>
        <translation>Ausdruck:</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+12"/>
        <source>Export Episodes</source>
        <translation>Episoden exportieren</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln Episode (die Auswahl oder alle, die der Filter zeigt).</numerusform>
            <numerusform>%Ln Episoden (die Auswahl oder alle, die der Filter zeigt).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (buffer of the same class)</source>
        <translation>Tianshou-Pickle (Buffer derselben Klasse)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou pickle</source>
        <translation>Tianshou-Pickle</translation>
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
        <translation>HDF5 im D4RL-Stil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy npz</source>
        <translation>NumPy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Files (*%1)</source>
        <translation>Dateien (*%1)</translation>
    </message>
</context>
<context>
    <name>DataDialogs</name>
    <message>
        <location line="-377"/>
        <source>numpy&apos;s RandomState seed: the same seed gives the same rows</source>
        <translation>Startwert für numpys RandomState: Derselbe Startwert ergibt dieselben Zeilen</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>at character %1: %2</source>
        <translation>bei Zeichen %1: %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>e.g. 100:200, ::2, [0, 5, 9], -50:</source>
        <translation>z. B. 100:200, ::2, [0, 5, 9], -50:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index:</source>
        <translation>Index:</translation>
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
        <translation>Die Formen von %1 unterscheiden sich zwischen den Dokumenten: als Objekt-Arrays (dtype=object) gestapelt, wie Tianshou es mit einer Warnung tut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cat(%1)</source>
        <translation>cat(%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>split(%1)[%2] of %3</source>
        <translation>split(%1)[%2] von %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot sample %1 rows from %2</source>
        <translation>%1 Zeilen können nicht aus %2 gezogen werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sample(%1) of %2</source>
        <translation>sample(%1) von %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dropnull() of %1</source>
        <translation>dropnull() von %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A replay buffer keeps its episodes whole: delete episodes instead of single rows.</source>
        <translation>Ein Replay-Buffer hält seine Episoden vollständig: Löschen Sie Episoden statt einzelner Zeilen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1 is out of range (0 to %2)</source>
        <translation>Schritt %1 liegt außerhalb des Bereichs (0 bis %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>episode %1 does not exist</source>
        <translation>Episode %1 existiert nicht</translation>
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
        <translation>Tianshou-Pickle (Protokoll 4)</translation>
    </message>
    <message>
        <location filename="../widgets/model/stepindex.cpp" line="+137"/>
        <source>No episode flags: the data has neither &apos;done&apos; nor &apos;terminated&apos;/&apos;truncated&apos;.</source>
        <translation>Keine Episodenmarken: Die Daten haben weder &apos;done&apos; noch &apos;terminated&apos;/&apos;truncated&apos;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes: the flags or rewards are not numbers (they are objects, as a Stack of unequal shapes makes them).</source>
        <translation>Keine Episoden: Die Marken oder Belohnungen sind keine Zahlen (es sind Objekte, wie sie ein Stapeln ungleicher Formen erzeugt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No episodes: the flags or rewards cannot be read (%1).</source>
        <translation>Keine Episoden: Die Marken oder Belohnungen sind nicht lesbar (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes in this data.</source>
        <translation>Keine Episoden in diesen Daten.</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentedit.cpp" line="+73"/>
        <source>&apos;%1&apos; is not a valid key name</source>
        <translation>&apos;%1&apos; ist kein gültiger Schlüsselname</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentepisodes.cpp" line="+39"/>
        <source>Finding episodes…</source>
        <translation>Episoden werden gesucht…</translation>
    </message>
</context>
<context>
    <name>EpisodeExport</name>
    <message>
        <location filename="../widgets/model/data/episodeexport.cpp" line="+93"/>
        <source>D4RL needs &apos;%1&apos;, which these transitions lack</source>
        <translation>D4RL braucht &apos;%1&apos;, das diesen Übergängen fehlt</translation>
    </message>
</context>
<context>
    <name>EpisodeGroups</name>
    <message>
        <location filename="../widgets/model/episodegroups.cpp" line="+24"/>
        <source>no episode group &apos;%1&apos;</source>
        <translation>keine Episodengruppe „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>episode group &apos;%1&apos; has no &apos;actions&apos;</source>
        <translation>Episodengruppe „%1“ hat kein „actions“</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <location filename="../widgets/model/data/expression.cpp" line="+26"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing &apos;)&apos;</source>
        <translation>&apos;)&apos; fehlt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missing &apos;]&apos;</source>
        <translation>&apos;]&apos; fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key or a number is missing</source>
        <translation>ein Schlüssel oder eine Zahl fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad number</source>
        <translation>ungültige Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no key &apos;%1&apos;</source>
        <translation>kein Schlüssel &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>&apos;%1&apos; ist kein Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression gives a single number; use at least one key</source>
        <translation>der Ausdruck ergibt eine einzelne Zahl; verwenden Sie mindestens einen Schlüssel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at character %2</source>
        <translation>%1 bei Zeichen %2</translation>
    </message>
</context>
<context>
    <name>FindStepsController</name>
    <message>
        <location filename="../app/gui/findsteps.cpp" line="+68"/>
        <source>The document is busy (saving); search again when it is done.</source>
        <translation>Das Dokument ist beschäftigt (wird gespeichert); suchen Sie erneut, wenn es fertig ist.</translation>
    </message>
</context>
<context>
    <name>ImageLayout</name>
    <message>
        <location filename="../widgets/model/image/imagelayout.cpp" line="+50"/>
        <source>not an image</source>
        <translation>kein Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>Graustufen</translation>
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
        <translation>%1 × %2 %3-Einzelbilder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>KeySeries</name>
    <message>
        <location filename="../widgets/model/plot/keyseries.cpp" line="+83"/>
        <source>%1: only numbers and booleans can be plotted</source>
        <translation>%1: nur Zahlen und Wahrheitswerte lassen sich plotten</translation>
    </message>
</context>
<context>
    <name>KeyTree</name>
    <message>
        <location filename="../widgets/model/valuetext.cpp" line="+20"/>
        <source>reserved</source>
        <translation>reserviert</translation>
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
        <translation>Stable-Baselines3-Replay-Buffer (Pickle-Protokoll %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (pickle protocol %1)</source>
        <translation>imitation-Trajektorien (Pickle-Protokoll %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou pickle (protocol %1)</source>
        <translation>Tianshou-Pickle (Protokoll %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python pickle (protocol %1)</source>
        <translation>Python-Pickle (Protokoll %1)</translation>
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
        <translation>imitation-Trajektorien (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npz archive</source>
        <translation>NumPy-.npz-Archiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchRL replay buffer (dumps)</source>
        <translation>TorchRL-Replay-Puffer (dumps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npy array</source>
        <translation>NumPy-.npy-Array</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLlib JSON</source>
        <translation>RLlib-JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch.save file</source>
        <translation>torch.save-Datei</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Metadata entries</source>
        <translation>Metadateneinträge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episodes in file</source>
        <translation>Episoden in der Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total steps</source>
        <translation>Schritte insgesamt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Tianshou 0.4.0 – 0.4.9 (done only)</source>
        <translation>Tianshou 0.4.0 – 0.4.9 (nur done)</translation>
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
        <translation>Tianshou 2.0 oder neuer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Shown as</source>
        <translation>Angezeigt als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Tianshou %1 of its transitions (stored keys: replayscope-cli info)</source>
        <translation>der Tianshou-%1 seiner Übergänge (gespeicherte Schlüssel: replayscope-cli info)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file ends early: it is incomplete, perhaps from an interrupted save or download. Details: %1</source>
        <translation>Die Datei endet zu früh: Sie ist unvollständig, vielleicht durch ein unterbrochenes Speichern oder Herunterladen. Details: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+144"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop opening the file</source>
        <translation>Das Öffnen der Datei abbrechen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as &amp;Python</source>
        <translation>Als &amp;Python kopieren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;pisode</source>
        <translation>E&amp;pisode</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Data</source>
        <translation>Da&amp;ten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the panels back where they were at the first start</source>
        <translation>Die Bereiche wieder so anordnen wie beim ersten Start</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Dataset Folder</source>
        <translation>Datensatz-Ordner öffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy and imitation trajectories (*.npz *.npy);;torch.save files (*.pt *.pth);;Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)</source>
        <translation>Replay-Puffer und Datensätze (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy- und imitation-Trajektorien (*.npz *.npy);;torch.save-Dateien (*.pt *.pth);;Komprimierte Pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): beliebige Datei des Ordners (*.memmap *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 (watched: read again when it changes on disk)</source>
        <translation>%1 (beobachtet: wird neu gelesen, wenn es sich auf der Festplatte ändert)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Go to Episode</source>
        <translation>Gehe zu Episode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode (0 to %1):</source>
        <translation>Episode (0 bis %1):</translation>
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
        <translation>Kein Dokument — öffnen Sie eine Datei oder ziehen Sie eine hierher</translation>
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
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 mapped)</source>
        <translation>%1 (%2 gemappt)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About ReplayScope</source>
        <translation>Über ReplayScope</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1&apos; is a key Tianshou&apos;s buffers need: without it, Tianshou will not load the saved file as a buffer (Undo brings it back).</source>
        <translation>„%1“ ist ein Schlüssel, den Tianshous Buffer brauchen: Ohne ihn lädt Tianshou die gespeicherte Datei nicht als Buffer (Rückgängig bringt ihn zurück).</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+48"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped opening %1</source>
        <translation>Öffnen von %1 abgebrochen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not recover %1: %2</source>
        <translation>%1 konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: done</source>
        <translation>%1: fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: done. %2</source>
        <translation>%1: fertig. %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stopped</source>
        <translation>%1: abgebrochen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open the other buffer too (and let running work finish), then compare.</source>
        <translation>Öffnen Sie auch den anderen Puffer (und lassen Sie laufende Arbeiten enden), dann vergleichen Sie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>%1 (A) vergleichen mit (B):</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>%1 neu gelesen: %Ln neue Episode</numerusform>
            <numerusform>%1 neu gelesen: %Ln neue Episoden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is open with other unsaved changes; the recovered copy is in a new tab</source>
        <translation>%1 ist mit anderen ungespeicherten Änderungen geöffnet; die wiederhergestellte Kopie ist in einem neuen Tab</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no unsaved changes</source>
        <translation>%1 hat keine ungespeicherten Änderungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.</source>
        <translation>Das Format von %1 ist nicht erkennbar: Verwenden Sie einen Dateinamen auf .pkl (Pickle), .h5 (HDF5) oder .npz (numpy).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tianshou pickle (*.pkl)</source>
        <translation>Tianshou-Pickle (*.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (*.h5 *.hdf5)</source>
        <translation>Tianshou HDF5 (*.h5 *.hdf5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy arrays (*.npz)</source>
        <translation>numpy-Arrays (*.npz)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+53"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln Dokument hat ungespeicherte Änderungen:</numerusform>
            <numerusform>%Ln Dokumente haben ungespeicherte Änderungen:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard All</source>
        <translation>Alle verwerfen</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+35"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes are copied this long after an edit, and offered back if ReplayScope does not close normally</source>
        <translation>Ungespeicherte Änderungen werden so lange nach einer Bearbeitung kopiert und wieder angeboten, falls ReplayScope nicht normal beendet wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave after:</source>
        <translation>&amp;Automatisch speichern nach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used the next time ReplayScope starts.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von ReplayScope verwendet.</translation>
    </message>
</context>
<context>
    <name>PythonCopier</name>
    <message>
        <location filename="../app/gui/pythoncopy.cpp" line="+26"/>
        <source>Open a file first.</source>
        <translation>Öffnen Sie zuerst eine Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This data has no file yet: save it, then copy Python that loads it.</source>
        <translation>Diese Daten haben noch keine Datei: Speichern Sie sie, dann kopieren Sie Python-Code, der sie lädt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a key in the key tree first.</source>
        <translation>Wählen Sie zuerst einen Schlüssel im Schlüsselbaum.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select rows in the table first.</source>
        <translation>Wählen Sie zuerst Zeilen in der Tabelle aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select episodes in the episode list first.</source>
        <translation>Wählen Sie zuerst Episoden in der Episodenliste aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source># The file as saved: changes not yet saved in ReplayScope are not in it.
</source>
        <translation># Die Datei wie gespeichert: in ReplayScope noch nicht gespeicherte Änderungen sind nicht darin.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads the whole file into `%1`: this layout has no direct way to the selection.</source>
        <translation>Python-Code, der die ganze Datei in `%1` lädt: Dieses Layout bietet keinen direkten Weg zur Auswahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads %1 into `%2`.</source>
        <translation>Python-Code, der %1 in `%2` lädt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
</context>
<context>
    <name>PythonPreviewDialog</name>
    <message>
        <location filename="../app/gui/pythondialog.cpp" line="+23"/>
        <source>Copy as Python</source>
        <translation>Als Python kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current key</source>
        <translation>Aktueller Schlüssel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected rows</source>
        <translation>Ausgewählte Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected episodes</source>
        <translation>Ausgewählte Episoden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole document</source>
        <translation>Ganzes Dokument</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Load:</source>
        <translation>&amp;Laden:</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>den %Ln Schritt</numerusform>
            <numerusform>alle %Ln Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps %1-%2</source>
        <translation>Schritte %1–%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>%Ln ausgewählten Schritt</numerusform>
            <numerusform>%Ln ausgewählte Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode %1</source>
        <translation>Episode %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>episodes %1</source>
        <translation>Episoden %1</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../app/gui/recoverydialog.cpp" line="+25"/>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope did not close normally last time. These documents had unsaved changes, which were saved automatically. Recovered documents open as modified; nothing is written to the original files until you save.</source>
        <translation>ReplayScope wurde beim letzten Mal nicht normal beendet. Diese Dokumente hatten ungespeicherte Änderungen, die automatisch gesichert wurden. Wiederhergestellte Dokumente öffnen sich als geändert; in die Originaldateien wird erst geschrieben, wenn Sie speichern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original file</source>
        <translation>Originaldatei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>Automatisch gesichert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(never saved)</source>
        <translation>(nie gespeichert)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file changed after this autosave</source>
        <translation>Die Datei wurde nach dieser Sicherung geändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the checked autosaves for good</source>
        <translation>Die markierten Sicherungen endgültig löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the autosaves and ask again on the next start</source>
        <translation>Die Sicherungen behalten und beim nächsten Start erneut fragen</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::AutosaveManager</name>
    <message>
        <location filename="../widgets/model/autosave.cpp" line="+188"/>
        <source>Cannot create the autosave folder %1.</source>
        <translation>Der Ordner für automatische Sicherungen %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot lock the autosave folder %1.</source>
        <translation>Der Ordner für automatische Sicherungen %1 kann nicht gesperrt werden.</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+33"/>
        <source>The autosave of %1 failed: %2</source>
        <translation>Die automatische Sicherung von %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::BatchTreeModel</name>
    <message>
        <location filename="../widgets/model/batchtreemodel.cpp" line="+303"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DType</source>
        <translation>DType</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Form</translation>
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
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A key name cannot be empty.</source>
        <translation>Ein Schlüsselname darf nicht leer sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A key name cannot contain &apos;.&apos; (it separates nested keys).</source>
        <translation>Ein Schlüsselname darf keinen &apos;.&apos; enthalten (er trennt verschachtelte Schlüssel).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a key named &apos;%1&apos; here.</source>
        <translation>Hier gibt es bereits einen Schlüssel namens &apos;%1&apos;.</translation>
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
        <translation>Nur in B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in A</source>
        <translation>Nur in A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dtype %1 → %2</source>
        <translation>dtype %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape %1 → %2</source>
        <translation>Form %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) differ, first: %1</source>
        <translation>
            <numerusform>%Ln Zeile unterscheidet sich, erste: %1</numerusform>
            <numerusform>%Ln Zeilen unterscheiden sich, erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not compared: %1 vs %2 rows</source>
        <translation>nicht verglichen: %1 gegen %2 Zeilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not compared: row shapes differ</source>
        <translation>nicht verglichen: Zeilenformen verschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not compared: dtypes differ</source>
        <translation>nicht verglichen: dtypes verschieden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The same on both sides</source>
        <translation>Auf beiden Seiten gleich</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
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
        <translation>A Mittel ± Std.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B mean ± std</source>
        <translation>B Mittel ± Std.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KS</source>
        <translation>KS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows differing</source>
        <translation>Abweichende Zeilen</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message>
        <location filename="../widgets/view/comparewindow.cpp" line="+53"/>
        <source>Compare %1 with %2</source>
        <translation>%1 mit %2 vergleichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparing A = %1 with B = %2…</source>
        <translation>Vergleiche A = %1 mit B = %2…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distribution of the key</source>
        <translation>Verteilung des Schlüssels</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both series (rows line up)</source>
        <translation>Beide Reihen (Zeilen passen zusammen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode returns</source>
        <translation>Episodenerträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode lengths</source>
        <translation>Episodenlängen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Could not compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2, %Ln Zeile, %3 Episoden)</numerusform>
            <numerusform>%1 (%2, %Ln Zeilen, %3 Episoden)</numerusform>
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
        <translation>Gleich.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln Schlüssel unterscheidet sich.</numerusform>
            <numerusform>%Ln Schlüssel unterscheiden sich.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode return</source>
        <translation>Episodenertrag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>episode length</source>
        <translation>Episodenlänge</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::DetailsModel</name>
    <message>
        <location filename="../widgets/model/detailsmodel.cpp" line="+37"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not saved)</source>
        <translation>(nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>Klasse</translation>
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
        <translation>Länge</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max size</source>
        <translation>Maximale Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack num</source>
        <translation>Stapelanzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore obs_next</source>
        <translation>obs_next ignorieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save only last obs</source>
        <translation>Nur letzte obs speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample avail</source>
        <translation>Nur verfügbare ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write pointer</source>
        <translation>Schreibzeiger</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last index</source>
        <translation>Letzter Index</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 so far (%2% of the steps read)</source>
        <translation>%1 bisher (%2 % der Schritte gelesen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Terminated</source>
        <translation>Terminiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truncated</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start overwritten by the ring</source>
        <translation>Anfang vom Ringpuffer überschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-step episodes</source>
        <translation>Episoden mit einem Schritt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 mapped from the file)</source>
        <translation>%1 (%2 aus der Datei gemappt)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+39"/>
        <source>a random sample of rows, not a sequence of episodes</source>
        <translation>eine Zufallsstichprobe von Zeilen, keine Folge von Episoden</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeListModel</name>
    <message>
        <location filename="../widgets/model/episodelistmodel.cpp" line="+54"/>
        <source>terminated</source>
        <translation>terminiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · start overwritten</source>
        <translation>%1 · Anfang überschrieben</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>New since the file was last read (File ▸ Watch)</source>
        <translation>Neu seit dem letzten Lesen der Datei (Datei ▸ Beobachten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ring buffer overwrote the first steps of this episode: its return and length cover only the steps still stored.</source>
        <translation>Der Ringpuffer hat die ersten Schritte dieser Episode überschrieben: Return und Länge umfassen nur die noch gespeicherten Schritte.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeNavigator</name>
    <message>
        <location filename="../widgets/view/episodenavigator.cpp" line="+55"/>
        <source>return ≥</source>
        <translation>Return ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at least this</source>
        <translation>Episoden mit mindestens diesem Return anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return ≤</source>
        <translation>Return ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at most this</source>
        <translation>Episoden mit höchstens diesem Return anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≥</source>
        <translation>Länge ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at least this long</source>
        <translation>Episoden mit mindestens dieser Länge anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≤</source>
        <translation>Länge ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at most this long</source>
        <translation>Episoden mit höchstens dieser Länge anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any end</source>
        <translation>beliebiges Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminated</source>
        <translation>terminiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start overwritten</source>
        <translation>Anfang überschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show episodes that end this way</source>
        <translation>Episoden anzeigen, die so enden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the demos a mask of the file lists (robomimic&apos;s mask/train, mask/valid, ...)</source>
        <translation>Nur die Demos zeigen, die eine Maske der Datei auflistet (robomimics mask/train, mask/valid, ...)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Episode number</source>
        <translation>Episodennummer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>all episodes</source>
        <translation>alle Episoden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>Maske %1 (%n Demo)</numerusform>
            <numerusform>Maske %1 (%n Demos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(0–%L1, finding more: %2%)</source>
        <translation>(0–%L1, weitere werden gesucht: %2 %)</translation>
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
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ImagePanel</name>
    <message>
        <location filename="../widgets/view/image/imagepanel.cpp" line="+73"/>
        <source>Key shown as images</source>
        <translation>Als Bilder angezeigter Schlüssel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto range</source>
        <translation>Automatischer Bereich</translation>
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
        <translation>Wie Werte, die keine Bytes sind, auf Schwarz … Weiß abgebildet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grau</translation>
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
        <translation>Farbskala für einkanalige Bilder</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+182"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Play through the current episode</source>
        <translation>Die aktuelle Episode abspielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps per second while playing</source>
        <translation>Schritte pro Sekunde beim Abspielen</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>%1 · step %L2</source>
        <translation>%1 · Schritt %L2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No image-like key (HxW, HxWxC, CxHxW or stacked frames)</source>
        <translation>Kein bildartiger Schlüssel (HxW, HxWxC, CxHxW oder gestapelte Einzelbilder)</translation>
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
        <translation>%1 (an die Tabelle angeheftet)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+35"/>
        <source>P&amp;in to Table</source>
        <translation>An Tabelle an&amp;heften</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Copy &amp;Path</source>
        <translation>&amp;Pfad kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the selected keys in the table whatever is selected</source>
        <translation>Die gewählten Schlüssel in der Tabelle behalten, egal was gewählt ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unp&amp;in from Table</source>
        <translation>Von Tabelle &amp;lösen</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+39"/>
        <location line="+229"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+136"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>not drawn, more than %1 lines: %2</source>
        <translation>nicht gezeichnet, mehr als %1 Linien: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not drawn, another number of steps: %1</source>
        <translation>nicht gezeichnet, andere Anzahl von Schritten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a numeric per-step key to plot it</source>
        <translation>Wählen Sie einen numerischen Schlüssel pro Schritt, um ihn darzustellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+270"/>
        <source>%1 has no rows</source>
        <translation>%1 hat keine Zeilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading every step: %1%, a sample until then</source>
        <translation>alle Schritte werden gelesen: %1 %, bis dahin eine Stichprobe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: first %2 columns of %3</source>
        <translation>%1: erste %2 von %3 Spalten</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln Schritt</numerusform>
            <numerusform>%1 · %Ln Schritte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return</source>
        <translation>Return</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln Episode · zum Hinspringen anklicken</numerusform>
            <numerusform>%Ln Episoden · zum Hinspringen eine anklicken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+42"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choose a numeric per-step key</source>
        <translation>Wählen Sie einen numerischen Schlüssel pro Schritt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cursor is in no episode</source>
        <translation>Der Cursor befindet sich in keiner Episode</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the histogram follows once every step is read (%2%)</source>
        <translation>%1: das Histogramm folgt, sobald alle Schritte gelesen sind (%2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in episode %2</source>
        <translation>%1 in Episode %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all rows</source>
        <translation>%1, alle Zeilen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>step in episode %1</source>
        <translation>Schritt in Episode %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-343"/>
        <source>Bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key against step</source>
        <translation>Schlüssel über Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return per episode</source>
        <translation>Return pro Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length per episode</source>
        <translation>Länge pro Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Histogram of key</source>
        <translation>Histogramm eines Schlüssels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to plot</source>
        <translation>Was dargestellt wird</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows</source>
        <translation>Alle Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current episode</source>
        <translation>Aktuelle Episode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which rows the histogram counts</source>
        <translation>Welche Zeilen das Histogramm zählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw bars instead of a line</source>
        <translation>Balken statt einer Linie zeichnen</translation>
    </message>
    <message>
        <location line="+329"/>
        <source>%1 holds no number per step, so there is nothing to plot</source>
        <translation>%1 enthält keine Zahl pro Schritt, daher gibt es nichts darzustellen</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+17"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-323"/>
        <source>Reset View</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Show all the data (zoom with the wheel, pan by dragging)</source>
        <translation>Alle Daten anzeigen (Zoomen mit dem Mausrad, Verschieben durch Ziehen)</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+1"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+4"/>
        <source>Fit Episode</source>
        <translation>Episode einpassen</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+1"/>
        <source>Show the current episode, steps counted from its start</source>
        <translation>Die aktuelle Episode zeigen, Schritte ab ihrem Beginn gezählt</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+3"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Save the plot as a PNG image or a PDF file</source>
        <translation>Das Diagramm als PNG-Bild oder PDF-Datei speichern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plot&apos;s actions that do not fit here</source>
        <translation>Die Aktionen des Diagramms, die hier keinen Platz haben</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="-171"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+285"/>
        <source>%1 is image-like: the Image tab shows it</source>
        <translation>%1 ist bildartig: der Reiter Bild zeigt es</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="+85"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document, vector (*.pdf)</source>
        <translation>PDF-Dokument, Vektor (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
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
        <translation>Zeitcursor und Schattierung der aktuellen Episode einschließen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
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
        <translation>%1 ist kein Zahlen-Array pro Schritt</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/view/shortcutsdialog.cpp" line="+17"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message>
        <location filename="../widgets/view/stepfilterbar.cpp" line="+23"/>
        <source>Find steps: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</source>
        <translation>Schritte finden: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expression over the keys, true for the steps to find (the language of Add Key: comparisons, &amp; | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot mark the steps, the episode list selects their episodes, and Delete Rows, Slice and Export Episodes act on them.</source>
        <translation>Ein Ausdruck über die Schlüssel, wahr für die gesuchten Schritte (die Sprache von Schlüssel hinzufügen: Vergleiche, &amp; | ~, abs, isnan, .any(axis=1)). Eingabe sucht; Tabelle und Diagramm markieren die Schritte, die Episodenliste wählt ihre Episoden, und Zeilen löschen, Schneiden und Episoden exportieren wirken auf sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous matching step</source>
        <translation>Vorheriger passender Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next matching step</source>
        <translation>Nächster passender Schritt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%Ln Schritt in %1</numerusform>
            <numerusform>%Ln Schritte in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln Episode</numerusform>
            <numerusform>%Ln Episoden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message>
        <location filename="../widgets/view/tablepanel.cpp" line="+55"/>
        <source>Go to row</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the previous rows</source>
        <translation>Die vorherigen Zeilen anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the next rows</source>
        <translation>Die nächsten Zeilen anzeigen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no row &apos;%1&apos; (rows go from 0 to %2).</source>
        <translation>Es gibt keine Zeile &apos;%1&apos; (die Zeilen reichen von 0 bis %2).</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>axis %1:</source>
        <translation>Achse %1:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index on axis %1 (of %2)</source>
        <translation>Index auf Achse %1 (von %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a key to see its values (Ctrl+click for several side by side)</source>
        <translation>Wählen Sie einen Schlüssel, um seine Werte zu sehen (Strg+Klick für mehrere nebeneinander)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no values to show</source>
        <translation>%1 enthält keine Werte zum Anzeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1 (%n Schlüssel nebeneinander)</numerusform>
            <numerusform>%1 (%n Schlüssel nebeneinander)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows %L1–%L2 of %L3</source>
        <translation>Zeilen %L1–%L2 von %L3</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TensorTableModel</name>
    <message>
        <location filename="../widgets/model/tensortablemodel.cpp" line="+318"/>
        <source>%1: an image-like key (%2 per step); the Image tab shows it</source>
        <translation>%1: ein bildartiger Schlüssel (%2 pro Schritt); der Reiter Bild zeigt ihn</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step %1, storage slot %2</source>
        <translation>Schritt %1, Speicherplatz %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is not a valid %2 value</source>
        <translation>&apos;%1&apos; ist kein gültiger %2-Wert</translation>
    </message>
</context>
<context>
    <name>SplitFiles</name>
    <message>
        <location filename="../widgets/model/data/splitfiles.cpp" line="+28"/>
        <source>not a folder</source>
        <translation>kein Ordner</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../widgets/model/tasks/taskrunner.cpp" line="+60"/>
        <location line="+2"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../widgets/model/commands/removekey.cpp" line="+16"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/renamekey.cpp" line="+27"/>
        <source>Rename %1 → %2</source>
        <translation>%1 → %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/setvalue.cpp" line="+32"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/gui/watchcontroller.cpp" line="+44"/>
        <source>Could not read %1 again (%2); still showing the last version read, and trying again at its next change.</source>
        <translation>%1 konnte nicht neu gelesen werden (%2); die zuletzt gelesene Fassung bleibt angezeigt, beim nächsten Ändern wird es erneut versucht.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching %1: it is read again whenever it changes on disk.</source>
        <translation>%1 wird beobachtet: Es wird neu gelesen, sobald es sich auf der Festplatte ändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped watching %1.</source>
        <translation>%1 wird nicht mehr beobachtet.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 changed on disk; it is read again when the work on it is done.</source>
        <translation>%1 hat sich auf der Festplatte geändert; es wird neu gelesen, sobald die laufende Arbeit daran fertig ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed on disk; not read again, to keep your unsaved changes.</source>
        <translation>%1 hat sich auf der Festplatte geändert; nicht neu gelesen, damit Ihre ungespeicherten Änderungen bleiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed on disk; reading it again…</source>
        <translation>%1 hat sich auf der Festplatte geändert; wird neu gelesen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changed on disk, and you have unsaved changes in it.</source>
        <translation>%1 hat sich auf der Festplatte geändert, und Sie haben ungespeicherte Änderungen darin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the file again and discard your changes, or keep your changes and the version you have?</source>
        <translation>Die Datei neu lesen und Ihre Änderungen verwerfen, oder Ihre Änderungen und Ihre Fassung behalten?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Read Again</source>
        <translation>&amp;Neu lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep My Changes</source>
        <translation>Meine Änderungen &amp;behalten</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+25"/>
        <source>CartPole demo</source>
        <translation>CartPole-Demo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generated demo</source>
        <translation>erzeugte Demo</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Inspect reinforcement-learning replay buffers.</source>
        <translation>Replay-Buffer aus dem Reinforcement Learning untersuchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the language &lt;code&gt; (de, zh_CN, en, ...) this time, instead of the one chosen in Preferences.</source>
        <translation>Diesmal die Sprache &lt;code&gt; (de, zh_CN, en, ...) statt der in den Einstellungen gewählten verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the window to &lt;file&gt; and exit.</source>
        <translation>Das Fenster in &lt;file&gt; rendern und beenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --screenshot: show &lt;view&gt; (table, image or plot) in front, or compare: the Compare With… window of the first two files, or python: Copy as Python&apos;s preview of the selected key.</source>
        <translation>Mit --screenshot: &lt;view&gt; (table, image oder plot) im Vordergrund zeigen, oder compare: das Fenster von Vergleichen mit… der ersten beiden Dateien, oder python: die Vorschau von Als Python kopieren für den gewählten Schlüssel.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--screenshot-reload needs --watch FILE</source>
        <translation>--screenshot-reload braucht --watch FILE</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With --screenshot: select the key &lt;path&gt; (default obs.frame for the image view, obs.state for the plot); several keys, comma-separated, show side by side in the table.</source>
        <translation>Mit --screenshot: den Schlüssel &lt;path&gt; wählen (Vorgabe obs.frame für die Bildansicht, obs.state für das Diagramm); mehrere Schlüssel, durch Kommas getrennt, erscheinen nebeneinander in der Tabelle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --screenshot: what the plot shows (steps, returns, lengths or histogram).</source>
        <translation>Mit --screenshot: was das Diagramm zeigt (steps, returns, lengths oder histogram).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &lt;file&gt; and read it again whenever it changes on disk (File ▸ Watch); may be given several times.</source>
        <translation>&lt;file&gt; öffnen und neu lesen, sobald es sich auf der Festplatte ändert (Datei ▸ Beobachten); mehrfach angebbar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot: search the steps where &lt;expression&gt; holds first (Find Steps).</source>
        <translation>Mit --screenshot: zuerst die Schritte suchen, in denen &lt;expression&gt; gilt (Schritte finden).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot and --watch: take the picture once the watched file has changed and was read again (its new episodes marked).</source>
        <translation>Mit --screenshot und --watch: das Bild aufnehmen, sobald sich die beobachtete Datei geändert hat und neu gelesen wurde (ihre neuen Episoden markiert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Files to open.</source>
        <translation>Zu öffnende Dateien.</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot.cpp" line="+183"/>
        <source>unknown view %1 (use table, image, plot, compare or python)</source>
        <translation>unbekannte Ansicht %1 (table, image, plot, compare oder python verwenden)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown plot %1 (use steps, returns, lengths or histogram)</source>
        <translation>unbekanntes Diagramm %1 (steps, returns, lengths oder histogram verwenden)</translation>
    </message>
</context>
</TS>
