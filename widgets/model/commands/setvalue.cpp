// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/commands/setvalue.h>

#include <widgets/model/commands/undoids.h>
#include <widgets/model/document.h>

#include <core/error.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

SetTensorValue::SetTensorValue(Document* document, QString path, std::int64_t flat, Core::PyValue newValue,
                               QString label, QUndoCommand* parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_path(std::move(path))
    , m_flat(flat)
    , m_newValue(std::move(newValue))
{
    const Core::PyValue* value = m_document->valueAt(m_path);
    if (!value || !value->isArray())
        throw Core::KeyError(m_path.toStdString() + " is not an array");
    m_oldValue = value->asArray().scalarAt(m_flat);
    // A value that converts to what is already there changes nothing: an obsolete
    // command is not pushed, so it adds no undo step and the document stays unmodified.
    Core::NdArray converted(value->asArray().dtype(), {});
    converted.setElement(0, m_newValue);
    if (converted.scalarAt(0).repr() == m_oldValue.repr())
        setObsolete(true);
    setText(QCoreApplication::translate("Undo Commands", "Edit %1").arg(label));
}

void SetTensorValue::redo()
{
    m_document->setElement(m_path, m_flat, m_newValue);
}

void SetTensorValue::undo()
{
    m_document->setElement(m_path, m_flat, m_oldValue);
}

int SetTensorValue::id() const
{
    return SetTensorValueId;
}

bool SetTensorValue::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const SetTensorValue*>(other);
    if (o->m_document != m_document || o->m_path != m_path || o->m_flat != m_flat)
        return false;
    m_newValue = o->m_newValue;
    // Editing back to where we started leaves nothing to undo.
    const Core::PyValue* value = m_document->valueAt(m_path);
    if (value && value->isArray() && value->asArray().scalarAt(m_flat).repr() == m_oldValue.repr())
        setObsolete(true);
    return true;
}

} // namespace ReplayScope::Ui
