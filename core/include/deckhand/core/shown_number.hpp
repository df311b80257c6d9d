// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Numbers as a person reads them: the user's locale's decimal point and thousands grouping
// ("12,5 %" and "1 234" in France, "1.234" in Germany), set once at start from LC_NUMERIC by
// app::useUserLanguage (app::localeNumberForm), as shownDate's form is. The C form until then
// and under the C locale. Only what is shown goes through here: files, JSON, CSV and what a
// user types back keep the C form ("0.5", "1234"), which every input reads.

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// How a locale writes numbers (LC_NUMERIC): its decimal point, the separator between groups
/// of digits and the groups' sizes from the right, the last repeating ({3}: thousands; empty:
/// no grouping). The default is the C locale's: "." and no grouping.
struct NumberForm {
    std::string decimalPoint = ".";
    std::string thousandsSeparator;
    std::vector<int> grouping;
};

/// Sets the form every shown number takes (not thread-safe: at start, before any thread
/// shows a number).
void setShownNumberForm(NumberForm form);
/// The form shown numbers take.
[[nodiscard]] const NumberForm& shownNumberForm();

/// A number written in the C form ("-1234.5", "63", "5e-07") in the user's form ("-1 234,5").
/// Text that is not such a number ("inf", a word) comes back as it is.
[[nodiscard]] std::string shownNumber(std::string_view cForm);
/// A whole number, grouped: "1 234" in French, "1,234" in Japanese.
[[nodiscard]] std::string shownCount(long long n);
/// A number with `decimals` digits after the point: shownFixed(12.5, 1) is "12,5" in French.
[[nodiscard]] std::string shownFixed(double value, int decimals);
/// A number in its shortest form (printf's %g): "63", "2,5".
[[nodiscard]] std::string shownGeneral(double value);
/// A percentage with `decimals` digits after the point, in the language's form ("12,5 %" in
/// French, "12.5%" in English and Japanese: the catalogue's "{}%").
[[nodiscard]] std::string shownPercent(double percent, int decimals);
/// A chance (0 to 1) as a percentage with two decimals; one that would show as 0.00% but is
/// not zero is shown with two significant digits ("0.0021%") rather than as no chance.
[[nodiscard]] std::string shownChance(double p);

} // namespace deckhand::core
