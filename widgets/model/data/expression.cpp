// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The GUI's side of the core expression language: the same evaluation, with the
// messages translated.
#include <widgets/model/data/expression.h>

#include <core/error.h>
#include <core/expr/expression.h>

#include <QCoreApplication>
#include <QRegularExpression>

namespace ReplayScope::Ui {

/// The translation context "Expression" of the messages shown while the user types.
class Expression {
    Q_DECLARE_TR_FUNCTIONS(Expression)
};

QString expressionErrorText(const QString& fallback, int kind, qint64 position, const QString& subject)
{
    using Core::ExprErrorKind;
    QString what;
    switch (ExprErrorKind(kind)) {
    case ExprErrorKind::Unexpected: what = Expression::tr("unexpected '%1'").arg(subject); break;
    case ExprErrorKind::MissingParen:
        what = subject == QLatin1String(")") ? Expression::tr("missing ')'") : Expression::tr("missing ']'");
        break;
    case ExprErrorKind::MissingOperand: what = Expression::tr("a key or a number is missing"); break;
    case ExprErrorKind::BadNumber: what = Expression::tr("bad number"); break;
    case ExprErrorKind::UnknownKey: what = Expression::tr("no key '%1'").arg(subject); break;
    case ExprErrorKind::NotAnArray: what = Expression::tr("'%1' is not an array").arg(subject); break;
    case ExprErrorKind::ScalarResult:
        return Expression::tr("the expression gives a single number; use at least one key");
    default: return fallback; // newer messages: the core's English text
    }
    return position < 0 ? what : Expression::tr("%1 at character %2").arg(what).arg(position + 1);
}

Core::NdArray evaluateExpression(const Core::Batch& root, const QString& text)
{
    try {
        return Core::evaluateExpression(root, text.toStdString());
    } catch (const Core::ExprError& e) {
        const QString message = expressionErrorText(QString::fromStdString(e.what()), int(e.kind()), e.position(),
                                                    QString::fromStdString(e.subject()));
        throw Core::ExprError(e.kind(), -1, e.subject(), message.toStdString());
    }
}

QString expressionProblem(const Core::Batch& root, const QString& text)
{
    using Core::ExprErrorKind;
    try {
        const Core::Expression expression = Core::Expression::parse(text.toStdString());
        if (expression.keys().empty())
            return expressionErrorText({}, int(ExprErrorKind::ScalarResult), -1, {});
        for (const std::string& key : expression.keys()) {
            const Core::PyValue* value = root.findPath(key);
            if (value && value->isArray())
                continue;
            const QString name = QString::fromStdString(key);
            // Where the key is written: not inside a longer name.
            const QRegularExpression written(
                QStringLiteral("(?<![\\w.])%1(?![\\w])").arg(QRegularExpression::escape(name)));
            const qsizetype at = written.match(text).capturedStart();
            return expressionErrorText({}, int(value ? ExprErrorKind::NotAnArray : ExprErrorKind::UnknownKey), at,
                                       name);
        }
        return {};
    } catch (const Core::ExprError& e) {
        return expressionErrorText(QString::fromStdString(e.what()), int(e.kind()), e.position(),
                                   QString::fromStdString(e.subject()));
    } catch (const Core::Error& e) {
        return QString::fromStdString(e.what());
    }
}

} // namespace ReplayScope::Ui
