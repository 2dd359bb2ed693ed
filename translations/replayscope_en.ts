<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DataController</name>
    <message numerus="yes">
        <location filename="../app/gui/datacontroller.cpp" line="+62"/>
        <source>Stacking %Ln documents</source>
        <translation>
            <numerusform>Stacking %Ln document</numerusform>
            <numerusform>Stacking %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Concatenating %Ln documents</source>
        <translation>
            <numerusform>Concatenating %Ln document</numerusform>
            <numerusform>Concatenating %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>Delete %Ln rows</source>
        <translation>
            <numerusform>Delete %Ln row</numerusform>
            <numerusform>Delete %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Delete %Ln episodes</source>
        <translation>
            <numerusform>Delete %Ln episode</numerusform>
            <numerusform>Delete %Ln episodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Exporting %Ln episodes</source>
        <translation>
            <numerusform>Exporting %Ln episode</numerusform>
            <numerusform>Exporting %Ln episodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/datadialogs.cpp" line="+191"/>
        <source>Writes %Ln files</source>
        <translation>
            <numerusform>Writes %Ln file</numerusform>
            <numerusform>Writes %Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Makes %Ln documents</source>
        <translation>
            <numerusform>Makes %Ln document</numerusform>
            <numerusform>Makes %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</source>
        <translation>
            <numerusform>%Ln of %L1 rows holds a null (NaN or None) value. Make a new document without it?</numerusform>
            <numerusform>%Ln of %L1 rows hold a null (NaN or None) value. Make a new document without them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>index %1 is out of bounds for %Ln rows</source>
        <translation>
            <numerusform>index %1 is out of bounds for %Ln row</numerusform>
            <numerusform>index %1 is out of bounds for %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>Deletes %Ln rows of %L1.</source>
        <translation>
            <numerusform>Deletes %Ln row of %L1.</numerusform>
            <numerusform>Deletes %Ln rows of %L1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%Ln episodes (the selection, or all that the filter shows).</source>
        <translation>
            <numerusform>%Ln episode (the selection, or all that the filter shows).</numerusform>
            <numerusform>%Ln episodes (the selection, or all that the filter shows).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="+644"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindowfiles.cpp" line="+254"/>
        <source>Read %1 again: %Ln new episode(s)</source>
        <translation>
            <numerusform>Read %1 again: %Ln new episode</numerusform>
            <numerusform>Read %1 again: %Ln new episodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+191"/>
        <source>%Ln documents have unsaved changes:</source>
        <translation>
            <numerusform>%Ln document has unsaved changes:</numerusform>
            <numerusform>%Ln documents have unsaved changes:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PythonSnippet</name>
    <message numerus="yes">
        <location filename="../widgets/model/snippet/snippetsource.cpp" line="+83"/>
        <source>all %Ln steps</source>
        <translation>
            <numerusform>the %Ln step</numerusform>
            <numerusform>all %Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln selected steps</source>
        <translation>
            <numerusform>%Ln selected step</numerusform>
            <numerusform>%Ln selected steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareModel</name>
    <message numerus="yes">
        <location filename="../widgets/model/compare/comparemodel.cpp" line="+95"/>
        <source>%Ln row(s) differ, first: %1</source>
        <translation>
            <numerusform>%Ln row differs: %1</numerusform>
            <numerusform>%Ln rows differ, first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::CompareWindow</name>
    <message numerus="yes">
        <location filename="../widgets/view/comparewindow.cpp" line="+125"/>
        <source>%1 (%2, %Ln row(s), %3 episodes)</source>
        <translation>
            <numerusform>%1 (%2, %Ln row, %3 episodes)</numerusform>
            <numerusform>%1 (%2, %Ln rows, %3 episodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln key(s) differ.</source>
        <translation>
            <numerusform>%Ln key differs.</numerusform>
            <numerusform>%Ln keys differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::EpisodeNavigator</name>
    <message numerus="yes">
        <location filename="../widgets/view/episodenavigator.cpp" line="+177"/>
        <source>mask %1 (%n demo(s))</source>
        <translation>
            <numerusform>mask %1 (%n demo)</numerusform>
            <numerusform>mask %1 (%n demos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::PlotPanel</name>
    <message numerus="yes">
        <location filename="../widgets/view/plot/plotmodes.cpp" line="+79"/>
        <source>%1 · %Ln steps</source>
        <translation>
            <numerusform>%1 · %Ln step</numerusform>
            <numerusform>%1 · %Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%Ln episodes · click one to go there</source>
        <translation>
            <numerusform>%Ln episode · click it to go there</numerusform>
            <numerusform>%Ln episodes · click one to go there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::StepFilterBar</name>
    <message numerus="yes">
        <location filename="../widgets/view/stepfilterbar.cpp" line="+73"/>
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln step(s) in %1</source>
        <translation>
            <numerusform>%Ln step in %1</numerusform>
            <numerusform>%Ln steps in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln episode(s)</source>
        <translation>
            <numerusform>%Ln episode</numerusform>
            <numerusform>%Ln episodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayScope::Ui::TablePanel</name>
    <message numerus="yes">
        <location filename="../widgets/view/tablepanel.cpp" line="+208"/>
        <source>%1 (%n keys side by side)</source>
        <translation>
            <numerusform>%1 (%n key side by side)</numerusform>
            <numerusform>%1 (%n keys side by side)</numerusform>
        </translation>
    </message>
</context>
</TS>
