<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutInfo</name>
    <message>
        <location filename="../app/gui/aboutinfo.cpp" line="+58"/>
        <source>windows, models, threads and translations</source>
        <translation>ventanas, modelos, hilos y traducciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plots and histograms</source>
        <translation>gráficos e histogramas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDF5 files (Tianshou, D4RL, Minari)</source>
        <translation>archivos HDF5 (Tianshou, D4RL, Minari)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LZF-compressed HDF5 datasets</source>
        <translation>conjuntos de datos HDF5 comprimidos con LZF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LZ4-compressed files</source>
        <translation>archivos comprimidos con LZ4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy .npz archives</source>
        <translation>archivos numpy .npz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate compression</source>
        <translation>compresión deflate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPEG-encoded image frames (Minari)</source>
        <translation>fotogramas codificados en JPEG (Minari)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used for</source>
        <translation>Usada para</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open a saved reinforcement-learning replay buffer or dataset and see what is really in it.</source>
        <translation>Abra un búfer de repetición o un conjunto de datos de aprendizaje por refuerzo guardado y vea lo que contiene realmente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReplayScope&apos;s source code is released under the MIT licence. Because this program links QCustomPlot, which is licensed under the GNU GPL version 3, the program as distributed is covered by the GNU GPL version 3 or later.</source>
        <translation>El código fuente de ReplayScope se publica bajo la licencia MIT. Como este programa enlaza QCustomPlot, que tiene licencia GNU GPL versión 3, el programa tal como se distribuye está cubierto por la GNU GPL versión 3 o posterior.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is built with these libraries:</source>
        <translation>Está construido con estas bibliotecas:</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../app/gui/actions.cpp" line="+36"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a replay buffer or dataset</source>
        <translation>Abrir un búfer de repetición o un conjunto de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Dataset Folder…</source>
        <translation>Abrir carpeta de &amp;conjunto de datos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)</source>
        <translation>Abrir un conjunto de datos guardado como carpeta (Minari: data/main_data.hdf5 y metadata.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to the file</source>
        <translation>Guardar los cambios en el archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a Tianshou pickle or HDF5 file, or as numpy npz</source>
        <translation>Guardar como archivo pickle o HDF5 de Tianshou, o como npz de numpy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Vigilar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the file again whenever it changes on disk (a buffer a training script saves)</source>
        <translation>Volver a leer el archivo cada vez que cambie en el disco (un búfer que guarda un script de entrenamiento)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare With…</source>
        <translation>Co&amp;mparar con…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare this document with another open one: keys, statistics, distributions, episodes</source>
        <translation>Comparar este documento con otro abierto: claves, estadísticas, distribuciones, episodios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>C&amp;errar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the current document</source>
        <translation>Cerrar el documento actual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear &amp;List</source>
        <translation>&amp;Borrar lista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forget the recently opened files</source>
        <translation>Olvidar los archivos abiertos recientemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit ReplayScope</source>
        <translation>Salir de ReplayScope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected cells as tab-separated values</source>
        <translation>Copiar las celdas seleccionadas como valores separados por tabuladores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name Key</source>
        <translation>Re&amp;nombrar clave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the selected key</source>
        <translation>Renombrar la clave seleccionada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Key</source>
        <translation>&amp;Eliminar clave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected key and everything under it</source>
        <translation>Eliminar la clave seleccionada y todo lo que contiene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Value</source>
        <translation>Editar &amp;valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit the current table cell</source>
        <translation>Editar la celda actual de la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Row…</source>
        <translation>&amp;Ir a la fila…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump to a row of the table</source>
        <translation>Saltar a una fila de la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Steps…</source>
        <translation>&amp;Buscar pasos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the steps where an expression holds, e.g. rew &lt; -1</source>
        <translation>Buscar los pasos en los que se cumple una expresión, p. ej. rew &lt; -1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current &amp;Key</source>
        <translation>&amp;Clave actual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key from the file</source>
        <translation>Copiar código Python que carga la clave actual del archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Rows</source>
        <translation>&amp;Filas seleccionadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the selected table rows of the current key</source>
        <translation>Copiar código Python que carga las filas seleccionadas de la clave actual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected &amp;Episodes</source>
        <translation>&amp;Episodios seleccionados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the current key at the steps of the selected episodes</source>
        <translation>Copiar código Python que carga la clave actual en los pasos de los episodios seleccionados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole &amp;Document</source>
        <translation>&amp;Documento completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Python that loads the whole file with the library that wrote it</source>
        <translation>Copiar código Python que carga el archivo completo con la biblioteca que lo escribió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Python of the current key, rows, episodes or file before copying it</source>
        <translation>Mostrar el Python de la clave actual, las filas, los episodios o el archivo antes de copiarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the language of ReplayScope</source>
        <translation>Elegir el idioma de ReplayScope</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First Episode</source>
        <translation>&amp;Primer episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the first episode</source>
        <translation>Ir al primer episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Episode</source>
        <translation>Episodio &amp;anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous episode</source>
        <translation>Ir al episodio anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Episode</source>
        <translation>Episodio &amp;siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next episode</source>
        <translation>Ir al episodio siguiente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Last Episode</source>
        <translation>Ú&amp;ltimo episodio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the last episode</source>
        <translation>Ir al último episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Episode…</source>
        <translation>&amp;Ir al episodio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to an episode by number</source>
        <translation>Ir a un episodio por su número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Step</source>
        <translation>Paso an&amp;terior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous step of this episode (Tianshou&apos;s prev)</source>
        <translation>Ir al paso anterior de este episodio (prev de Tianshou)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next S&amp;tep</source>
        <translation>Paso si&amp;guiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next step of this episode (Tianshou&apos;s next)</source>
        <translation>Ir al paso siguiente de este episodio (next de Tianshou)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stack…</source>
        <translation>&amp;Apilar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.stack of this and other open documents into a new one</source>
        <translation>Batch.stack de este y otros documentos abiertos en uno nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concatenate…</source>
        <translation>&amp;Concatenar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Batch.cat of this and other open documents into a new one</source>
        <translation>Batch.cat de este y otros documentos abiertos en uno nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;plit…</source>
        <translation>&amp;Dividir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split the rows into parts, each a new document</source>
        <translation>Dividir las filas en partes, cada una en un documento nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;mple…</source>
        <translation>&amp;Muestrear…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A random sample of the rows as a new document</source>
        <translation>Una muestra aleatoria de las filas como documento nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drop Null…</source>
        <translation>Quitar &amp;nulos…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new document without the rows holding NaN or None</source>
        <translation>Un documento nuevo sin las filas que contienen NaN o None</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;lice…</source>
        <translation>Extraer &amp;segmento…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rows a numpy index selects, as a new document</source>
        <translation>Las filas que selecciona un índice numpy, como documento nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;Rows…</source>
        <translation>Eliminar &amp;filas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the steps a numpy index selects (undoable)</source>
        <translation>Eliminar los pasos que selecciona un índice numpy (se puede deshacer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Selected &amp;Episodes</source>
        <translation>Eliminar &amp;episodios seleccionados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the episodes selected in the episode list (undoable)</source>
        <translation>Eliminar los episodios seleccionados en la lista de episodios (se puede deshacer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add Key…</source>
        <translation>Añadir c&amp;lave…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a key computed from others, such as rew * 0.99 (undoable)</source>
        <translation>Añadir una clave calculada a partir de otras, como rew * 0.99 (se puede deshacer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport Episodes…</source>
        <translation>E&amp;xportar episodios…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz</source>
        <translation>Guardar los episodios seleccionados o filtrados como búfer, HDF5 de D4RL o npz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to &amp;Keys</source>
        <translation>Ir a las &amp;claves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the key tree</source>
        <translation>Lleva el foco del teclado al árbol de claves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Table</source>
        <translation>Ir a la &amp;tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the table</source>
        <translation>Lleva el foco del teclado a la tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to E&amp;pisodes</source>
        <translation>Ir a los e&amp;pisodios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the keyboard focus into the episode list</source>
        <translation>Lleva el foco del teclado a la lista de episodios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>Mostrar los atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ReplayScope</source>
        <translation>Acerca &amp;de ReplayScope</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About ReplayScope</source>
        <translation>Acerca de ReplayScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About the Qt toolkit</source>
        <translation>Acerca del kit de herramientas Qt</translation>
    </message>
</context>
<context>
    <name>BufferState</name>
    <message>
        <location filename="../widgets/model/bufferstate.cpp" line="+50"/>
        <source>Buffer state, not data: the priority of each slot raised to alpha (Tianshou&apos;s buf.weight, the leaves of its sum tree). Read-only; it is not saved as a key.</source>
        <translation>Estado del búfer, no datos: la prioridad de cada posición elevada a alpha (buf.weight de Tianshou, las hojas de su árbol de sumas). Solo lectura; no se guarda como clave.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episode in progress</source>
        <translation>Episodio en curso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps from slot %2, return %3</source>
        <translation>%1 pasos desde la posición %2, retorno %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Priority exponent (alpha)</source>
        <translation>Exponente de prioridad (alpha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance exponent (beta)</source>
        <translation>Exponente de importancia (beta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest priority seen</source>
        <translation>Mayor prioridad vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest priority seen</source>
        <translation>Menor prioridad vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight normalisation</source>
        <translation>Normalización de pesos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of the weights</source>
        <translation>Suma de los pesos</translation>
    </message>
</context>
<context>
    <name>DataController</name>
    <message>
        <location filename="../app/gui/datacontroller.cpp" line="+32"/>
        <source>generated, not saved</source>
        <translation>generado, sin guardar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 failed: %2</source>
        <translation>%1 ha fallado: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>Apilamiento de %Ln documento</numerusform>
            <numerusform>Apilamiento de %Ln documentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>Concatenación de %Ln documento</numerusform>
            <numerusform>Concatenación de %Ln documentos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Splitting %1</source>
        <translation>División de %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Splitting %1 into %2</source>
        <translation>Dividiendo %1 en %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampling %L1 rows</source>
        <translation>Muestreo de %L1 filas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dropping null rows</source>
        <translation>Eliminación de las filas nulas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slicing %1</source>
        <translation>Cortando %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot delete rows %1: %2</source>
        <translation>No se pueden eliminar las filas %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>Eliminar %Ln fila</numerusform>
            <numerusform>Eliminar %Ln filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>Eliminar %Ln episodio</numerusform>
            <numerusform>Eliminar %Ln episodios</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot delete the episodes: %1</source>
        <translation>No se pueden eliminar los episodios: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/gui/datadialogs.cpp" line="+425"/>
        <source>&apos;%1&apos; is not a new key name</source>
        <translation>&apos;%1&apos; no es un nombre de clave nuevo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add key %1 = %2</source>
        <translation>Añadir clave %1 = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot add %1 = %2: %3</source>
        <translation>No se puede añadir %1 = %2: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>Exportación de %Ln episodio</numerusform>
            <numerusform>Exportación de %Ln episodios</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export: %1</source>
        <translation>No se puede exportar: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/datadialogs.cpp" line="-334"/>
        <source>Stack Documents</source>
        <translation>Apilar documentos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concatenate Documents</source>
        <translation>Concatenar documentos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch.stack of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.stack de los documentos marcados, en este orden (los búferes dan sus transiciones de la más antigua a la más reciente).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batch.cat of the checked documents, in this order (buffers give their transitions oldest first).</source>
        <translation>Batch.cat de los documentos marcados, en este orden (los búferes dan sus transiciones de la más antigua a la más reciente).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Documents:</source>
        <translation>Documentos:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis:</source>
        <translation>Eje:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>Check at least two documents to combine.</source>
        <translation>Marque al menos dos documentos para combinar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shuffle the rows first</source>
        <translation>Mezclar primero las filas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merge a short last part into the one before</source>
        <translation>Unir una última parte corta a la anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per part:</source>
        <translation>Filas por parte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Batch.split: parts of the given size, each opened as a new document or written as a file into a folder.</source>
        <translation>Batch.split: partes del tamaño indicado, cada una abierta como documento nuevo o escrita como archivo en una carpeta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New documents</source>
        <translation>Documentos nuevos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files in a folder</source>
        <translation>Archivos en una carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (.pkl)</source>
        <translation>Pickle de Tianshou (.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (.h5)</source>
        <translation>HDF5 de Tianshou (.h5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy archive (.npz)</source>
        <translation>Archivo NumPy (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File format:</source>
        <translation>Formato de archivo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the Parts</source>
        <translation>Carpeta para las partes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>More than 64 parts: choose a larger size or write files into a folder</source>
        <translation>Más de 64 partes: elija un tamaño mayor o escriba archivos en una carpeta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>Escribe %Ln archivo</numerusform>
            <numerusform>Escribe %Ln archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>Crea %Ln documento</numerusform>
            <numerusform>Crea %Ln documentos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace Files</source>
        <translation>Reemplazar archivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already holds parts of a split. Replace them?</source>
        <translation>%1 ya contiene partes de una división. ¿Reemplazarlas?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sample</source>
        <translation>Muestra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows drawn without replacement and kept in time order.</source>
        <translation>Filas extraídas sin reemplazo y mantenidas en orden temporal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows:</source>
        <translation>Filas:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot drop null rows: %1</source>
        <translation>No se pueden quitar las filas nulas: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>Drop Null</source>
        <translation>Quitar nulos</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No row holds a null (NaN or None) value.</source>
        <translation>Ninguna fila contiene un valor nulo (NaN o None).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%Ln de %L1 filas contiene un valor nulo (NaN o None). ¿Crear un documento nuevo sin esa fila?</numerusform>
            <numerusform>%Ln de %L1 filas contienen un valor nulo (NaN o None). ¿Crear un documento nuevo sin esas filas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>el índice %1 está fuera de los límites de %Ln fila</numerusform>
            <numerusform>el índice %1 está fuera de los límites de %Ln filas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Slice</source>
        <translation>Extraer segmento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A numpy index of the buffer&apos;s %L1 valid transitions, oldest first (not of its storage slots), as in b[index]; the result opens as a new document.</source>
        <translation>Un índice de numpy sobre las %L1 transiciones válidas del búfer, la más antigua primero (no sobre sus posiciones de almacenamiento), como en b[index]; el resultado se abre como un documento nuevo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A numpy index of the %L1 rows, as in b[index]; the result opens as a new document.</source>
        <translation>Un índice de numpy sobre las %L1 filas, como en b[index]; el resultado se abre como un documento nuevo.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete Rows works on plain data, not on a replay buffer: its rows are linked into episodes. Select episodes in the episode list and use Delete Selected Episodes, which keeps the buffer valid.</source>
        <translation>Eliminar filas funciona con datos simples, no con un búfer de repetición: sus filas están enlazadas en episodios. Seleccione episodios en la lista de episodios y use Eliminar episodios seleccionados, que mantiene el búfer válido.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete Rows</source>
        <translation>Eliminar filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A numpy index of the steps to delete (undoable); it starts as the rows selected in the table.</source>
        <translation>Un índice de numpy de los pasos a eliminar (se puede deshacer); empieza con las filas seleccionadas en la tabla.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>Elimina %Ln fila de %L1.</numerusform>
            <numerusform>Elimina %Ln filas de %L1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select the episodes to delete in the episode list first.</source>
        <translation>Seleccione primero en la lista de episodios los episodios que desea eliminar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add Key</source>
        <translation>Añadir clave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new key computed from others, as numpy would: + - * /, numbers, parentheses and key paths such as rew or obs.state.</source>
        <translation>Una clave nueva calculada a partir de otras, como lo haría numpy: + - * /, números, paréntesis y rutas de claves como rew u obs.state.</translation>
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
        <translation>Nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expression:</source>
        <translation>Expresión:</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+12"/>
        <source>Export Episodes</source>
        <translation>Exportar episodios</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln episodio (la selección, o todos los que muestra el filtro).</numerusform>
            <numerusform>%Ln episodios (la selección, o todos los que muestra el filtro).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tianshou pickle (buffer of the same class)</source>
        <translation>Pickle de Tianshou (búfer de la misma clase)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tianshou pickle</source>
        <translation>Pickle de Tianshou</translation>
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
        <translation>HDF5 al estilo D4RL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy npz</source>
        <translation>NumPy npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Files (*%1)</source>
        <translation>Archivos (*%1)</translation>
    </message>
</context>
<context>
    <name>DataDialogs</name>
    <message>
        <location line="-377"/>
        <source>numpy&apos;s RandomState seed: the same seed gives the same rows</source>
        <translation>Semilla del RandomState de numpy: la misma semilla da las mismas filas</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>at character %1: %2</source>
        <translation>en el carácter %1: %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>e.g. 100:200, ::2, [0, 5, 9], -50:</source>
        <translation>p. ej. 100:200, ::2, [0, 5, 9], -50:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index:</source>
        <translation>Índice:</translation>
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
        <translation>Las formas de %1 difieren entre los documentos: apilados como arrays de objetos (dtype=object), como hace Tianshou con una advertencia.</translation>
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
        <translation>no se pueden muestrear %1 filas de %2</translation>
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
        <translation>Un búfer de repetición mantiene sus episodios completos: elimine episodios en lugar de filas sueltas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step %1 is out of range (0 to %2)</source>
        <translation>el paso %1 está fuera de rango (0 a %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+14"/>
        <source>episode %1 does not exist</source>
        <translation>el episodio %1 no existe</translation>
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
        <translation>Pickle de Tianshou (protocolo 4)</translation>
    </message>
    <message>
        <location filename="../widgets/model/stepindex.cpp" line="+137"/>
        <source>No episode flags: the data has neither &apos;done&apos; nor &apos;terminated&apos;/&apos;truncated&apos;.</source>
        <translation>Sin marcas de episodio: los datos no tienen ni &apos;done&apos; ni &apos;terminated&apos;/&apos;truncated&apos;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes: the flags or rewards are not numbers (they are objects, as a Stack of unequal shapes makes them).</source>
        <translation>Sin episodios: las marcas o las recompensas no son números (son objetos, como los que crea un apilado de formas distintas).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No episodes: the flags or rewards cannot be read (%1).</source>
        <translation>Sin episodios: no se pueden leer las marcas o las recompensas (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No episodes in this data.</source>
        <translation>No hay episodios en estos datos.</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentedit.cpp" line="+73"/>
        <source>&apos;%1&apos; is not a valid key name</source>
        <translation>&apos;%1&apos; no es un nombre de clave válido</translation>
    </message>
    <message>
        <location filename="../widgets/model/documentepisodes.cpp" line="+39"/>
        <source>Finding episodes…</source>
        <translation>Buscando episodios…</translation>
    </message>
</context>
<context>
    <name>EpisodeExport</name>
    <message>
        <location filename="../widgets/model/data/episodeexport.cpp" line="+93"/>
        <source>D4RL needs &apos;%1&apos;, which these transitions lack</source>
        <translation>D4RL necesita &apos;%1&apos;, que estas transiciones no tienen</translation>
    </message>
</context>
<context>
    <name>EpisodeGroups</name>
    <message>
        <location filename="../widgets/model/episodegroups.cpp" line="+24"/>
        <source>no episode group &apos;%1&apos;</source>
        <translation>no hay grupo de episodio «%1»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>episode group &apos;%1&apos; has no &apos;actions&apos;</source>
        <translation>el grupo de episodio «%1» no tiene «actions»</translation>
    </message>
</context>
<context>
    <name>Expression</name>
    <message>
        <location filename="../widgets/model/data/expression.cpp" line="+26"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inesperado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing &apos;)&apos;</source>
        <translation>falta &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>missing &apos;]&apos;</source>
        <translation>falta &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key or a number is missing</source>
        <translation>falta una clave o un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad number</source>
        <translation>número no válido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no key &apos;%1&apos;</source>
        <translation>no hay ninguna clave &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is not an array</source>
        <translation>&apos;%1&apos; no es un array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expression gives a single number; use at least one key</source>
        <translation>la expresión da un único número; use al menos una clave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at character %2</source>
        <translation>%1 en el carácter %2</translation>
    </message>
</context>
<context>
    <name>FindStepsController</name>
    <message>
        <location filename="../app/gui/findsteps.cpp" line="+68"/>
        <source>The document is busy (saving); search again when it is done.</source>
        <translation>El documento está ocupado (guardando); busque de nuevo cuando termine.</translation>
    </message>
</context>
<context>
    <name>ImageLayout</name>
    <message>
        <location filename="../widgets/model/image/imagelayout.cpp" line="+50"/>
        <source>not an image</source>
        <translation>no es una imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grey</source>
        <translation>escala de grises</translation>
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
        <translation>%1 fotogramas %2 en %3</translation>
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
        <translation>%1: solo se pueden graficar números y booleanos</translation>
    </message>
</context>
<context>
    <name>KeyTree</name>
    <message>
        <location filename="../widgets/model/valuetext.cpp" line="+20"/>
        <source>reserved</source>
        <translation>reservado</translation>
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
        <translation>Búfer de repetición de Stable-Baselines3 (pickle, protocolo %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imitation trajectories (pickle protocol %1)</source>
        <translation>Trayectorias de imitation (pickle, protocolo %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou pickle (protocol %1)</source>
        <translation>Pickle de Tianshou (protocolo %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python pickle (protocol %1)</source>
        <translation>Pickle de Python (protocolo %1)</translation>
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
        <translation>Trayectorias de imitation (.npz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npz archive</source>
        <translation>Archivo NumPy .npz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TorchRL replay buffer (dumps)</source>
        <translation>Búfer de repetición de TorchRL (dumps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NumPy .npy array</source>
        <translation>Array NumPy .npy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RLlib JSON</source>
        <translation>JSON de RLlib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>torch.save file</source>
        <translation>Archivo de torch.save</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Metadata entries</source>
        <translation>Entradas de metadatos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Episodes in file</source>
        <translation>Episodios en el archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total steps</source>
        <translation>Pasos totales</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Tianshou 0.4.0 – 0.4.9 (done only)</source>
        <translation>Tianshou 0.4.0 – 0.4.9 (solo done)</translation>
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
        <translation>Tianshou 2.0 o posterior</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty.</source>
        <translation>%1 está vacío.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Shown as</source>
        <translation>Se muestra como</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Tianshou %1 of its transitions (stored keys: replayscope-cli info)</source>
        <translation>el %1 de Tianshou de sus transiciones (claves almacenadas: replayscope-cli info)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file ends early: it is incomplete, perhaps from an interrupted save or download. Details: %1</source>
        <translation>El archivo termina antes de tiempo: está incompleto, quizá por un guardado o una descarga interrumpidos. Detalles: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+144"/>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keys</source>
        <translation>Claves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episodes</source>
        <translation>Episodios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop opening the file</source>
        <translation>Detener la apertura del archivo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as &amp;Python</source>
        <translation>Copiar como &amp;Python</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;pisode</source>
        <translation>E&amp;pisodio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Data</source>
        <translation>&amp;Datos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Barra principal</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset &amp;Layout</source>
        <translation>Restablecer &amp;disposición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the panels back where they were at the first start</source>
        <translation>Volver a colocar los paneles como en el primer inicio</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Open Dataset Folder</source>
        <translation>Abrir carpeta de conjunto de datos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;numpy and imitation trajectories (*.npz *.npy);;torch.save files (*.pt *.pth);;Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)</source>
        <translation>Búferes de repetición y conjuntos de datos (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;Trayectorias de numpy e imitation (*.npz *.npy);;Archivos torch.save (*.pt *.pth);;Pickles comprimidos (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;TorchRL ReplayBuffer.dumps(): cualquier archivo de la carpeta (*.memmap *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>%1 (watched: read again when it changes on disk)</source>
        <translation>%1 (vigilado: se vuelve a leer cuando cambia en el disco)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Go to Episode</source>
        <translation>Ir al episodio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode (0 to %1):</source>
        <translation>Episodio (0 a %1):</translation>
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
        <translation>Ningún documento — abra un archivo o suéltelo aquí</translation>
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
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 mapped)</source>
        <translation>%1 (%2 mapeados)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About ReplayScope</source>
        <translation>Acerca de ReplayScope</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1&apos; is a key Tianshou&apos;s buffers need: without it, Tianshou will not load the saved file as a buffer (Undo brings it back).</source>
        <translation>«%1» es una clave que necesitan los búferes de Tianshou: sin ella, Tianshou no cargará el archivo guardado como búfer (Deshacer la recupera).</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindowfiles.cpp" line="+48"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opened %1</source>
        <translation>Se abrió %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped opening %1</source>
        <translation>Se detuvo la apertura de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saving %1…</source>
        <translation>Guardando %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Could not recover %1: %2</source>
        <translation>No se pudo recuperar %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: done</source>
        <translation>%1: completado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: done. %2</source>
        <translation>%1: hecho. %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stopped</source>
        <translation>%1: detenido</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open the other buffer too (and let running work finish), then compare.</source>
        <translation>Abra también el otro búfer (y deje terminar el trabajo en curso) y luego compare.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compare With</source>
        <translation>Comparar con</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare %1 (A) with (B):</source>
        <translation>Comparar %1 (A) con (B):</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>%1 leído de nuevo: %Ln episodio nuevo</numerusform>
            <numerusform>%1 leído de nuevo: %Ln episodios nuevos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is open with other unsaved changes; the recovered copy is in a new tab</source>
        <translation>%1 está abierto con otros cambios sin guardar; la copia recuperada está en una pestaña nueva</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no unsaved changes</source>
        <translation>%1 no tiene cambios sin guardar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.</source>
        <translation>No se puede saber el formato de %1: use un nombre de archivo .pkl (pickle), .h5 (HDF5) o .npz (numpy).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tianshou pickle (*.pkl)</source>
        <translation>Pickle de Tianshou (*.pkl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tianshou HDF5 (*.h5 *.hdf5)</source>
        <translation>Tianshou HDF5 (*.h5 *.hdf5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>numpy arrays (*.npz)</source>
        <translation>arrays de numpy (*.npz)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+53"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos antes de cerrar?</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln documento tiene cambios sin guardar:</numerusform>
            <numerusform>%Ln documentos tienen cambios sin guardar:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard All</source>
        <translation>Descartar todo</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferencesdialog.cpp" line="+35"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved changes are copied this long after an edit, and offered back if ReplayScope does not close normally</source>
        <translation>Los cambios sin guardar se copian este tiempo después de una edición y se ofrecen de nuevo si ReplayScope no se cierra con normalidad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave after:</source>
        <translation>&amp;Autoguardado tras:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language is used the next time ReplayScope starts.</source>
        <translation>El nuevo idioma se usará la próxima vez que se inicie ReplayScope.</translation>
    </message>
</context>
<context>
    <name>PythonCopier</name>
    <message>
        <location filename="../app/gui/pythoncopy.cpp" line="+26"/>
        <source>Open a file first.</source>
        <translation>Abra primero un archivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This data has no file yet: save it, then copy Python that loads it.</source>
        <translation>Estos datos aún no tienen archivo: guárdelos y luego copie el código Python que los carga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a key in the key tree first.</source>
        <translation>Elija primero una clave en el árbol de claves.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select rows in the table first.</source>
        <translation>Seleccione primero filas en la tabla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select episodes in the episode list first.</source>
        <translation>Seleccione primero episodios en la lista de episodios.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source># The file as saved: changes not yet saved in ReplayScope are not in it.
</source>
        <translation># El archivo tal como se guardó: los cambios aún no guardados en ReplayScope no están en él.
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads the whole file into `%1`: this layout has no direct way to the selection.</source>
        <translation>Python que carga el archivo entero en `%1`: esta disposición no tiene un camino directo a la selección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python that loads %1 into `%2`.</source>
        <translation>Python que carga %1 en `%2`.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
</context>
<context>
    <name>PythonPreviewDialog</name>
    <message>
        <location filename="../app/gui/pythondialog.cpp" line="+23"/>
        <source>Copy as Python</source>
        <translation>Copiar como Python</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current key</source>
        <translation>Clave actual</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected rows</source>
        <translation>Filas seleccionadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selected episodes</source>
        <translation>Episodios seleccionados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whole document</source>
        <translation>Documento entero</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Load:</source>
        <translation>&amp;Cargar:</translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>el %Ln paso</numerusform>
            <numerusform>los %Ln pasos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps %1-%2</source>
        <translation>pasos %1-%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>%Ln paso seleccionado</numerusform>
            <numerusform>%Ln pasos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode %1</source>
        <translation>episodio %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>episodes %1</source>
        <translation>episodios %1</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../app/gui/recoverydialog.cpp" line="+25"/>
        <source>Recover Unsaved Changes</source>
        <translation>Recuperar cambios sin guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ReplayScope did not close normally last time. These documents had unsaved changes, which were saved automatically. Recovered documents open as modified; nothing is written to the original files until you save.</source>
        <translation>ReplayScope no se cerró con normalidad la última vez. Estos documentos tenían cambios sin guardar, que se guardaron automáticamente. Los documentos recuperados se abren como modificados; no se escribe nada en los archivos originales hasta que guarde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Original file</source>
        <translation>Archivo original</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autosaved</source>
        <translation>Autoguardado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(never saved)</source>
        <translation>(nunca guardado)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file changed after this autosave</source>
        <translation>El archivo cambió después de este autoguardado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the checked autosaves for good</source>
        <translation>Eliminar definitivamente los autoguardados marcados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the autosaves and ask again on the next start</source>
        <translation>Conservar los autoguardados y volver a preguntar en el próximo inicio</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::AutosaveManager</name>
    <message>
        <location filename="../widgets/model/autosave.cpp" line="+188"/>
        <source>Cannot create the autosave folder %1.</source>
        <translation>No se puede crear la carpeta de autoguardado %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot lock the autosave folder %1.</source>
        <translation>No se puede bloquear la carpeta de autoguardado %1.</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+33"/>
        <source>The autosave of %1 failed: %2</source>
        <translation>El autoguardado de %1 falló: %2</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::BatchTreeModel</name>
    <message>
        <location filename="../widgets/model/batchtreemodel.cpp" line="+303"/>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DType</source>
        <translation>DType</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Mín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Máx</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A key name cannot be empty.</source>
        <translation>Un nombre de clave no puede estar vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A key name cannot contain &apos;.&apos; (it separates nested keys).</source>
        <translation>Un nombre de clave no puede contener &apos;.&apos; (separa las claves anidadas).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a key named &apos;%1&apos; here.</source>
        <translation>Ya hay una clave llamada &apos;%1&apos; aquí.</translation>
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
        <translation>Solo en B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only in A</source>
        <translation>Solo en A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dtype %1 → %2</source>
        <translation>dtype %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape %1 → %2</source>
        <translation>forma %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) differ, first: %1</source>
        <translation>
            <numerusform>%Ln fila difiere, primera: %1</numerusform>
            <numerusform>%Ln filas difieren, primeras: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not compared: %1 vs %2 rows</source>
        <translation>no comparado: %1 frente a %2 filas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not compared: row shapes differ</source>
        <translation>no comparado: las formas de fila difieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not compared: dtypes differ</source>
        <translation>no comparado: los dtypes difieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The same on both sides</source>
        <translation>Igual en ambos lados</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key</source>
        <translation>Clave</translation>
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
        <translation>A media ± desv.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B mean ± std</source>
        <translation>B media ± desv.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KS</source>
        <translation>KS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows differing</source>
        <translation>Filas distintas</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message>
        <location filename="../widgets/view/comparewindow.cpp" line="+53"/>
        <source>Compare %1 with %2</source>
        <translation>Comparar %1 con %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comparing A = %1 with B = %2…</source>
        <translation>Comparando A = %1 con B = %2…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distribution of the key</source>
        <translation>Distribución de la clave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both series (rows line up)</source>
        <translation>Ambas series (las filas coinciden)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Episode returns</source>
        <translation>Retornos de episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Episode lengths</source>
        <translation>Longitudes de episodio</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Could not compare: %1</source>
        <translation>No se pudo comparar: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2, %Ln fila, %3 episodios)</numerusform>
            <numerusform>%1 (%2, %Ln filas, %3 episodios)</numerusform>
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
        <translation>Iguales.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln clave difiere.</numerusform>
            <numerusform>%Ln claves difieren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>episode return</source>
        <translation>retorno del episodio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>episode length</source>
        <translation>longitud del episodio</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>count</source>
        <translation>cantidad</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::DetailsModel</name>
    <message>
        <location filename="../widgets/model/detailsmodel.cpp" line="+37"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not saved)</source>
        <translation>(sin guardar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max size</source>
        <translation>Tamaño máximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack num</source>
        <translation>Número de apilamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore obs_next</source>
        <translation>Ignorar obs_next</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save only last obs</source>
        <translation>Guardar solo la última obs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample avail</source>
        <translation>Muestrear solo disponibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write pointer</source>
        <translation>Puntero de escritura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last index</source>
        <translation>Último índice</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Episodes</source>
        <translation>Episodios</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 so far (%2% of the steps read)</source>
        <translation>%1 hasta ahora (%2 % de los pasos leídos)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Terminated</source>
        <translation>Terminados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truncated</source>
        <translation>Truncados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start overwritten by the ring</source>
        <translation>Inicio sobrescrito por el anillo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-step episodes</source>
        <translation>Episodios de un solo paso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 mapped from the file)</source>
        <translation>%1 (%2 mapeados desde el archivo)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::Document</name>
    <message>
        <location filename="../widgets/model/document.cpp" line="+39"/>
        <source>a random sample of rows, not a sequence of episodes</source>
        <translation>una muestra aleatoria de filas, no una secuencia de episodios</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeListModel</name>
    <message>
        <location filename="../widgets/model/episodelistmodel.cpp" line="+54"/>
        <source>terminated</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>truncado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · start overwritten</source>
        <translation>%1 · inicio sobrescrito</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>New since the file was last read (File ▸ Watch)</source>
        <translation>Nuevo desde la última lectura del archivo (Archivo ▸ Vigilar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ring buffer overwrote the first steps of this episode: its return and length cover only the steps still stored.</source>
        <translation>El búfer en anillo sobrescribió los primeros pasos de este episodio: su retorno y su longitud solo cubren los pasos aún almacenados.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>Retorno</translation>
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
        <translation>retorno ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at least this</source>
        <translation>Mostrar los episodios cuyo retorno sea al menos este valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return ≤</source>
        <translation>retorno ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes whose return is at most this</source>
        <translation>Mostrar los episodios cuyo retorno sea como máximo este valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≥</source>
        <translation>longitud ≥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at least this long</source>
        <translation>Mostrar los episodios de al menos esta longitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length ≤</source>
        <translation>longitud ≤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show episodes at most this long</source>
        <translation>Mostrar los episodios de como máximo esta longitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any end</source>
        <translation>cualquier final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminated</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncated</source>
        <translation>truncado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start overwritten</source>
        <translation>inicio sobrescrito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show episodes that end this way</source>
        <translation>Mostrar los episodios que terminan así</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the demos a mask of the file lists (robomimic&apos;s mask/train, mask/valid, ...)</source>
        <translation>Mostrar solo las demos que lista una máscara del archivo (mask/train, mask/valid, ... de robomimic)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Episode number</source>
        <translation>Número de episodio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Episode</source>
        <translation>Episodio</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>all episodes</source>
        <translation>todos los episodios</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>máscara %1 (%n demo)</numerusform>
            <numerusform>máscara %1 (%n demos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(0–%L1, finding more: %2%)</source>
        <translation>(0–%L1, buscando más: %2 %)</translation>
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
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ImagePanel</name>
    <message>
        <location filename="../widgets/view/image/imagepanel.cpp" line="+73"/>
        <source>Key shown as images</source>
        <translation>Clave mostrada como imágenes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Auto range</source>
        <translation>Rango automático</translation>
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
        <translation>Cómo se asignan a negro … blanco los valores que no son bytes</translation>
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
        <translation>Mapa de colores para imágenes de un solo canal</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+182"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Play through the current episode</source>
        <translation>Reproducir el episodio actual</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps per second while playing</source>
        <translation>Pasos por segundo durante la reproducción</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>%1 · step %L2</source>
        <translation>%1 · paso %L2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No image-like key (HxW, HxWxC, CxHxW or stacked frames)</source>
        <translation>Ninguna clave de tipo imagen (HxW, HxWxC, CxHxW o fotogramas apilados)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::KeyTreePanel</name>
    <message>
        <location filename="../widgets/view/keytreepanel.cpp" line="+47"/>
        <source>%1 (pinned to the table)</source>
        <translation>%1 (fijada a la tabla)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+35"/>
        <source>P&amp;in to Table</source>
        <translation>F&amp;ijar a la tabla</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Copy &amp;Path</source>
        <translation>Copiar &amp;ruta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the selected keys in the table whatever is selected</source>
        <translation>Mantener las claves seleccionadas en la tabla sea cual sea la selección</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter keys</source>
        <translation>Filtrar claves</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unp&amp;in from Table</source>
        <translation>Desf&amp;ijar de la tabla</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+39"/>
        <location line="+229"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+136"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>not drawn, more than %1 lines: %2</source>
        <translation>no dibujadas, más de %1 líneas: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not drawn, another number of steps: %1</source>
        <translation>no dibujadas, otro número de pasos: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a numeric per-step key to plot it</source>
        <translation>Elija una clave numérica por paso para representarla</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+270"/>
        <source>%1 has no rows</source>
        <translation>%1 no tiene filas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reading every step: %1%, a sample until then</source>
        <translation>leyendo todos los pasos: %1 %, hasta entonces una muestra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: first %2 columns of %3</source>
        <translation>%1: primeras %2 columnas de %3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln paso</numerusform>
            <numerusform>%1 · %Ln pasos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>episode</source>
        <translation>episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>return</source>
        <translation>retorno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>length</source>
        <translation>longitud</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln episodio · haga clic en él para ir allí</numerusform>
            <numerusform>%Ln episodios · haga clic en uno para ir allí</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+42"/>
        <source>count</source>
        <translation>recuento</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choose a numeric per-step key</source>
        <translation>Elija una clave numérica por paso</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cursor is in no episode</source>
        <translation>El cursor no está en ningún episodio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the histogram follows once every step is read (%2%)</source>
        <translation>%1: el histograma aparecerá cuando se hayan leído todos los pasos (%2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in episode %2</source>
        <translation>%1 en el episodio %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, all rows</source>
        <translation>%1, todas las filas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>step in episode %1</source>
        <translation>paso en el episodio %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-343"/>
        <source>Bars</source>
        <translation>Barras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key against step</source>
        <translation>Clave frente a paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return per episode</source>
        <translation>Retorno por episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length per episode</source>
        <translation>Longitud por episodio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Histogram of key</source>
        <translation>Histograma de una clave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to plot</source>
        <translation>Qué representar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows</source>
        <translation>Todas las filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current episode</source>
        <translation>Episodio actual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which rows the histogram counts</source>
        <translation>Qué filas cuenta el histograma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw bars instead of a line</source>
        <translation>Dibujar barras en lugar de una línea</translation>
    </message>
    <message>
        <location line="+329"/>
        <source>%1 holds no number per step, so there is nothing to plot</source>
        <translation>%1 no contiene un número por paso, así que no hay nada que representar</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+17"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="-323"/>
        <source>Reset View</source>
        <translation>Restablecer vista</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Show all the data (zoom with the wheel, pan by dragging)</source>
        <translation>Mostrar todos los datos (zoom con la rueda, desplazamiento arrastrando)</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+1"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+4"/>
        <source>Fit Episode</source>
        <translation>Ajustar al episodio</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+1"/>
        <source>Show the current episode, steps counted from its start</source>
        <translation>Mostrar el episodio actual, con los pasos contados desde su inicio</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotcontextmenu.cpp" line="+4"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+3"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+2"/>
        <source>Save the plot as a PNG image or a PDF file</source>
        <translation>Guardar el gráfico como imagen PNG o archivo PDF</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plot&apos;s actions that do not fit here</source>
        <translation>Las acciones del gráfico que no caben aquí</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotmodes.cpp" line="-171"/>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+285"/>
        <source>%1 is image-like: the Image tab shows it</source>
        <translation>%1 es de tipo imagen: la pestaña Imagen lo muestra</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotexport.cpp" line="+85"/>
        <source>Wrote %1</source>
        <translation>Se escribió %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document, vector (*.pdf)</source>
        <translation>Documento PDF, vectorial (*.pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Export Plot</source>
        <translation>Exportar gráfico</translation>
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
        <translation>Incluir el cursor de tiempo y el sombreado del episodio actual</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Could not write %1</source>
        <translation>No se pudo escribir %1</translation>
    </message>
    <message>
        <location filename="../widgets/view/plot/plotpanel.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
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
        <translation>%1 no es un array de números por paso</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/view/shortcutsdialog.cpp" line="+17"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message>
        <location filename="../widgets/view/stepfilterbar.cpp" line="+23"/>
        <source>Find steps: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</source>
        <translation>Buscar pasos: rew &lt; -1 &amp; abs(act[:,0]) &gt; 0.95</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expression over the keys, true for the steps to find (the language of Add Key: comparisons, &amp; | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot mark the steps, the episode list selects their episodes, and Delete Rows, Slice and Export Episodes act on them.</source>
        <translation>Una expresión sobre las claves, verdadera para los pasos buscados (el lenguaje de Añadir clave: comparaciones, &amp; | ~, abs, isnan, .any(axis=1)). Intro busca; la tabla y el gráfico marcan los pasos, la lista de episodios selecciona sus episodios, y Eliminar filas, Cortar y Exportar episodios actúan sobre ellos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous matching step</source>
        <translation>Paso coincidente anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next matching step</source>
        <translation>Paso coincidente siguiente</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%Ln paso en %1</numerusform>
            <numerusform>%Ln pasos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln episodio</numerusform>
            <numerusform>%Ln episodios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message>
        <location filename="../widgets/view/tablepanel.cpp" line="+55"/>
        <source>Go to row</source>
        <translation>Ir a la fila</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the previous rows</source>
        <translation>Mostrar las filas anteriores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the next rows</source>
        <translation>Mostrar las filas siguientes</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no row &apos;%1&apos; (rows go from 0 to %2).</source>
        <translation>No existe la fila &apos;%1&apos; (las filas van de 0 a %2).</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>axis %1:</source>
        <translation>eje %1:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Index on axis %1 (of %2)</source>
        <translation>Índice en el eje %1 (de %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a key to see its values (Ctrl+click for several side by side)</source>
        <translation>Elija una clave para ver sus valores (Ctrl+clic para varias en paralelo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no values to show</source>
        <translation>%1 no contiene valores que mostrar</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1 (%n clave en paralelo)</numerusform>
            <numerusform>%1 (%n claves en paralelo)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows %L1–%L2 of %L3</source>
        <translation>Filas %L1–%L2 de %L3</translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TensorTableModel</name>
    <message>
        <location filename="../widgets/model/tensortablemodel.cpp" line="+318"/>
        <source>%1: an image-like key (%2 per step); the Image tab shows it</source>
        <translation>%1: una clave de tipo imagen (%2 por paso); la pestaña Imagen la muestra</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step %1, storage slot %2</source>
        <translation>Paso %1, posición de almacenamiento %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is not a valid %2 value</source>
        <translation>&apos;%1&apos; no es un valor %2 válido</translation>
    </message>
</context>
<context>
    <name>SplitFiles</name>
    <message>
        <location filename="../widgets/model/data/splitfiles.cpp" line="+28"/>
        <source>not a folder</source>
        <translation>no es una carpeta</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../widgets/model/tasks/taskrunner.cpp" line="+60"/>
        <location line="+2"/>
        <source>Unknown error</source>
        <translation>Error desconocido</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <location filename="../widgets/model/commands/removekey.cpp" line="+16"/>
        <source>Delete %1</source>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/renamekey.cpp" line="+27"/>
        <source>Rename %1 → %2</source>
        <translation>Renombrar %1 → %2</translation>
    </message>
    <message>
        <location filename="../widgets/model/commands/setvalue.cpp" line="+32"/>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/gui/watchcontroller.cpp" line="+44"/>
        <source>Could not read %1 again (%2); still showing the last version read, and trying again at its next change.</source>
        <translation>No se pudo volver a leer %1 (%2); se sigue mostrando la última versión leída y se reintentará en su próximo cambio.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Watching %1: it is read again whenever it changes on disk.</source>
        <translation>Vigilando %1: se vuelve a leer cada vez que cambia en el disco.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped watching %1.</source>
        <translation>Se dejó de vigilar %1.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 changed on disk; it is read again when the work on it is done.</source>
        <translation>%1 cambió en el disco; se volverá a leer cuando termine el trabajo en curso sobre él.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed on disk; not read again, to keep your unsaved changes.</source>
        <translation>%1 cambió en el disco; no se volvió a leer, para conservar sus cambios sin guardar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed on disk; reading it again…</source>
        <translation>%1 cambió en el disco; volviendo a leerlo…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>File Changed on Disk</source>
        <translation>Archivo cambiado en el disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changed on disk, and you have unsaved changes in it.</source>
        <translation>%1 cambió en el disco y usted tiene cambios sin guardar en él.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the file again and discard your changes, or keep your changes and the version you have?</source>
        <translation>¿Volver a leer el archivo y descartar sus cambios, o conservar sus cambios y la versión que tiene?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Read Again</source>
        <translation>&amp;Volver a leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep My Changes</source>
        <translation>&amp;Conservar mis cambios</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+25"/>
        <source>CartPole demo</source>
        <translation>Demo de CartPole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generated demo</source>
        <translation>demo generada</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Inspect reinforcement-learning replay buffers.</source>
        <translation>Inspeccionar búferes de repetición de aprendizaje por refuerzo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use the language &lt;code&gt; (de, zh_CN, en, ...) this time, instead of the one chosen in Preferences.</source>
        <translation>Usar esta vez el idioma &lt;code&gt; (de, zh_CN, en, ...) en lugar del elegido en Preferencias.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the window to &lt;file&gt; and exit.</source>
        <translation>Renderizar la ventana en &lt;file&gt; y salir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --screenshot: show &lt;view&gt; (table, image or plot) in front, or compare: the Compare With… window of the first two files, or python: Copy as Python&apos;s preview of the selected key.</source>
        <translation>Con --screenshot: mostrar &lt;view&gt; (table, image o plot) delante, o compare: la ventana de Comparar con… de los dos primeros archivos, o python: la vista previa de Copiar como Python de la clave seleccionada.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--screenshot-reload needs --watch FILE</source>
        <translation>--screenshot-reload necesita --watch FILE</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>With --screenshot: select the key &lt;path&gt; (default obs.frame for the image view, obs.state for the plot); several keys, comma-separated, show side by side in the table.</source>
        <translation>Con --screenshot: seleccionar la clave &lt;path&gt; (por defecto obs.frame para la vista de imagen, obs.state para el gráfico); varias claves separadas por comas se muestran en paralelo en la tabla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With --screenshot: what the plot shows (steps, returns, lengths or histogram).</source>
        <translation>Con --screenshot: qué muestra el gráfico (steps, returns, lengths o histogram).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &lt;file&gt; and read it again whenever it changes on disk (File ▸ Watch); may be given several times.</source>
        <translation>Abrir &lt;file&gt; y volver a leerlo cada vez que cambie en el disco (Archivo ▸ Vigilar); puede indicarse varias veces.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot: search the steps where &lt;expression&gt; holds first (Find Steps).</source>
        <translation>Con --screenshot: buscar primero los pasos en los que se cumple &lt;expression&gt; (Buscar pasos).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --screenshot and --watch: take the picture once the watched file has changed and was read again (its new episodes marked).</source>
        <translation>Con --screenshot y --watch: tomar la imagen cuando el archivo vigilado haya cambiado y se haya vuelto a leer (con sus episodios nuevos marcados).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Files to open.</source>
        <translation>Archivos que abrir.</translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot.cpp" line="+183"/>
        <source>unknown view %1 (use table, image, plot, compare or python)</source>
        <translation>vista desconocida %1 (use table, image, plot, compare o python)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown plot %1 (use steps, returns, lengths or histogram)</source>
        <translation>gráfico desconocido %1 (use steps, returns, lengths o histogram)</translation>
    </message>
</context>
</TS>
