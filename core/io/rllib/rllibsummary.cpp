// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// RLlib's `summarize` (rllib/utils/debug/summary.py) and the part of pprint it relies on.
#include "rllibsummary.h"

#include <core/array/arrayops.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

namespace ReplayScope::Core {

namespace {

// Python's repr(round(x, 3)): printf rounds the exact binary value to 3 decimals as
// Python's correctly rounded round() does, then repr gives the shortest text.
std::string round3(double x)
{
    if (!std::isfinite(x))
        return PyValue::fromFloat(x).repr();
    char text[64];
    std::snprintf(text, sizeof text, "%.3f", x);
    return PyValue::fromFloat(std::strtod(text, nullptr)).repr();
}

// A value of the summary tree: a dict (keys kept sorted, as pformat sorts them) or a
// leaf whose repr is given (RLlib's _StringValue, or a Python repr).
struct Node {
    std::string leaf;
    std::vector<std::pair<std::string, std::shared_ptr<Node>>> items;
    bool isDict = false;

    static std::shared_ptr<Node> text(std::string repr)
    {
        auto n = std::make_shared<Node>();
        n->leaf = std::move(repr);
        return n;
    }
    static std::shared_ptr<Node> dict()
    {
        auto n = std::make_shared<Node>();
        n->isDict = true;
        return n;
    }
    void add(const std::string& key, std::shared_ptr<Node> value) { items.emplace_back(key, std::move(value)); }
    void sort()
    {
        std::sort(items.begin(), items.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    }
};

std::string flat(const Node& n)
{
    if (!n.isDict)
        return n.leaf;
    std::string out = "{";
    for (std::size_t i = 0; i < n.items.size(); ++i) {
        if (i)
            out += ", ";
        out += pyStrRepr(n.items[i].first) + ": " + flat(*n.items[i].second);
    }
    return out + "}";
}

// pprint.PrettyPrinter._format with width 80 and indent 1: a dict whose repr does not
// fit goes one item per line, values indented past their key.
void format(const Node& n, std::string& out, std::size_t indent, std::size_t allowance)
{
    const std::string rep = flat(n);
    if (!n.isDict || n.items.empty() || pyLen(rep) + indent + allowance <= 80) {
        out += rep;
        return;
    }
    out += '{';
    const std::size_t inner = indent + 1;
    for (std::size_t i = 0; i < n.items.size(); ++i) {
        const bool last = i + 1 == n.items.size();
        const std::string key = pyStrRepr(n.items[i].first);
        out += key + ": ";
        format(*n.items[i].second, out, inner + pyLen(key) + 2, last ? allowance + 1 : 1);
        if (!last)
            out += ",\n" + std::string(inner, ' ');
    }
    out += '}';
}

std::shared_ptr<Node> summarizeValue(const PyValue& v);

std::shared_ptr<Node> summarizeBatch(const Batch& b)
{
    auto d = Node::dict();
    for (const auto& [key, value] : b.entries())
        d->add(key, summarizeValue(value));
    d->sort();
    return d;
}

std::shared_ptr<Node> summarizeValue(const PyValue& v)
{
    if (v.isArray())
        return Node::text(rllibArraySummary(v.asArray()));
    if (v.isBatch())
        return summarizeBatch(*v.asBatch());
    return Node::text(v.repr());
}

std::shared_ptr<Node> sampleBatchNode(const Batch& b)
{
    auto d = Node::dict();
    d->add("data", summarizeBatch(b));
    d->add("type", Node::text("'SampleBatch'"));
    return d;
}

} // namespace

std::string rllibArraySummary(const NdArray& a)
{
    const std::string head = "np.ndarray(" + shapeToString(a.shape()) + ", dtype=" + a.dtype().str();
    if (a.size() == 0)
        return head + ")";
    if (a.dtype().isObject() || a.dtype().isString() || a.dtype().isComplex() || a.dtype().isStructured())
        return head + ", head=" + a.item(0).str() + ")"; // "{}".format(obj[0]) is str()
    return head + ", min=" + round3(min(a).asDouble()) + ", max=" + round3(max(a).asDouble())
           + ", mean=" + round3(mean(a).asDouble()) + ")";
}

std::string rllibSummary(const Batch& sampleBatch)
{
    std::string out;
    format(*sampleBatchNode(sampleBatch), out, 0, 0);
    return out;
}

std::string rllibSummary(const RllibData& data)
{
    if (!data.multiAgent && data.policies.size() == 1)
        return rllibSummary(data.policies.front().columns);
    auto policies = Node::dict();
    for (const RllibPolicyBatch& p : data.policies)
        policies->add(p.policyId, sampleBatchNode(p.columns));
    policies->sort();
    auto root = Node::dict();
    root->add("count", Node::text(std::to_string(data.envSteps)));
    root->add("policy_batches", policies);
    root->add("type", Node::text("'MultiAgentBatch'"));
    std::string out;
    format(*root, out, 0, 0);
    return out;
}

} // namespace ReplayScope::Core
