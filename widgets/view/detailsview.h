// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QTreeView>

namespace ReplayScope::Ui {

/// The Details list (property, value): the property column as wide as its names but at
/// most half the view, the value column the rest, elided (the full value is its
/// tooltip). With both columns sized to their contents, long property names (German:
/// "Anfang vom Ringpuffer überschrieben") pushed every value out of a narrow dock.
class DetailsView final : public QTreeView {
    Q_OBJECT

public:
    explicit DetailsView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();
};

} // namespace ReplayScope::Ui
