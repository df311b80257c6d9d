// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/shown_number.hpp"

#include "deckhand/core/i18n.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

namespace {

NumberForm& numberForm() {
    static NumberForm form;
    return form;
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// `digits` with the form's separator between its groups, counted from the right.
std::string grouped(std::string_view digits, const NumberForm& form) {
    if (form.grouping.empty() || form.thousandsSeparator.empty()) return std::string(digits);
    std::vector<std::size_t> cuts; // where a separator goes, counted from the right
    std::size_t at = 0, index = 0;
    while (true) {
        const int size = form.grouping[std::min(index, form.grouping.size() - 1)];
        if (size <= 0 || size >= 127) break; // CHAR_MAX: no more grouping
        at += static_cast<std::size_t>(size);
        if (at >= digits.size()) break;
        cuts.push_back(at);
        ++index;
    }
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        const std::size_t fromRight = digits.size() - i;
        if (i > 0 && !cuts.empty() && std::find(cuts.begin(), cuts.end(), fromRight) != cuts.end())
            out += form.thousandsSeparator;
        out += digits[i];
    }
    return out;
}

} // namespace

void setShownNumberForm(NumberForm form) {
    if (form.decimalPoint.empty()) form.decimalPoint.push_back('.');
    numberForm() = std::move(form);
}

const NumberForm& shownNumberForm() {
    return numberForm();
}

std::string shownNumber(std::string_view cForm) {
    const NumberForm& form = numberForm();
    std::size_t at = 0;
    if (at < cForm.size() && (cForm[at] == '-' || cForm[at] == '+')) ++at;
    const std::size_t digitsFrom = at;
    while (at < cForm.size() && isDigit(cForm[at]))
        ++at;
    if (at == digitsFrom) return std::string(cForm); // not a number: "inf", "nan", a word
    std::string out(cForm.substr(0, digitsFrom));
    out += grouped(cForm.substr(digitsFrom, at - digitsFrom), form);
    if (at < cForm.size() && cForm[at] == '.') {
        out += form.decimalPoint;
        ++at;
    }
    out += cForm.substr(at); // the fraction's digits and any exponent
    return out;
}

std::string shownCount(long long n) {
    return shownNumber(fmt::format("{}", n));
}

std::string shownFixed(double value, int decimals) {
    return shownNumber(fmt::format("{:.{}f}", value, std::max(decimals, 0)));
}

std::string shownGeneral(double value) {
    return shownNumber(fmt::format("{:g}", value));
}

std::string shownPercent(double percent, int decimals) {
    // TRANSLATORS: a percentage ("12.5%"); French writes "{} %" with a no-break space.
    return i18n::trf("{}%", shownFixed(percent, decimals));
}

std::string shownChance(double p) {
    // A chance that rounds to 0.00% but is not zero is shown as what it is.
    if (p > 0 && p < 0.00005)
        return i18n::trf("{}%", shownNumber(fmt::format("{:.2g}", 100.0 * p)));
    return shownPercent(100.0 * p, 2);
}

} // namespace deckhand::core
