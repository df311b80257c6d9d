// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/translations.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
#include <string>

namespace fs = std::filesystem;

namespace deckhand::app {

namespace {

class GettextCatalogue final : public i18n::Catalogue {
public:
    const char* translate(const char* id) const override { return dgettext(kTextDomain, id); }
    const char* translatePlural(const char* one, const char* many, unsigned long n) const override {
        return dngettext(kTextDomain, one, many, n);
    }
    // What gettext reads: LANGUAGE's first language when the messages' locale is not C (glibc
    // ignores LANGUAGE in the C locale), else that locale's name.
    std::string language() const override {
        const char* locale = std::setlocale(LC_MESSAGES, nullptr);
        const std::string messages = locale ? locale : "";
        if (messages.empty() || messages == "C" || messages.starts_with("C.") ||
            messages == "POSIX")
            return {};
        if (const char* list = std::getenv("LANGUAGE"); list && *list) {
            const std::string first(list, std::strcspn(list, ":"));
            if (!first.empty()) return first;
        }
        return messages;
    }
};

} // namespace

std::string localeDateFormat() {
    constexpr const char* kIso = "%Y-%m-%d";
    const locale_t user = ::newlocale(LC_TIME_MASK, "", static_cast<locale_t>(nullptr));
    if (!user) return kIso; // a locale named in the environment but not installed
    std::string form = ::nl_langinfo_l(D_FMT, user);
    ::freelocale(user);
    const locale_t c = ::newlocale(LC_TIME_MASK, "C", static_cast<locale_t>(nullptr));
    const std::string cForm = c ? ::nl_langinfo_l(D_FMT, c) : std::string();
    if (c) ::freelocale(c);
    if (form.empty() || form == cForm) return kIso;
    // A two-digit year cannot tell 1926 from 2026: the year in full.
    for (std::size_t at = form.find("%y"); at != std::string::npos; at = form.find("%y", at))
        form.replace(at, 2, "%Y");
    return form;
}

core::NumberForm localeNumberForm() {
    const locale_t user = ::newlocale(LC_NUMERIC_MASK, "", static_cast<locale_t>(nullptr));
    if (!user) return {}; // a locale named in the environment but not installed
    core::NumberForm form;
    form.decimalPoint = ::nl_langinfo_l(RADIXCHAR, user);
    form.thousandsSeparator = ::nl_langinfo_l(THOUSEP, user);
    // LC_NUMERIC's grouping: one byte a group from the right, the last repeating, CHAR_MAX
    // for no more groups.
    for (const char* g = ::nl_langinfo_l(GROUPING, user); *g; ++g)
        form.grouping.push_back(static_cast<unsigned char>(*g));
    ::freelocale(user);
    if (form.decimalPoint.empty()) form.decimalPoint.push_back('.');
    return form;
}

fs::path localeDir() {
    if (const char* env = std::getenv("DECKHAND_LOCALEDIR"); env && *env) return env;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        // Installed (as resourcesDir() tells it): <prefix>/bin/deckhand, <prefix>/share/locale.
        const fs::path share = exe.parent_path().parent_path() / "share";
        if (fs::exists(share / "deckhand" / "games", ec)) return share / "locale";
    }
    return DECKHAND_BUILD_LOCALEDIR;
}

void useUserLanguage() {
    std::setlocale(LC_MESSAGES, "");
    std::setlocale(LC_TIME, "");
    bindtextdomain(kTextDomain, localeDir().c_str());
    bind_textdomain_codeset(kTextDomain, "UTF-8");
    static const GettextCatalogue catalogue;
    i18n::install(&catalogue);
    core::setShownDateFormat(localeDateFormat());
    core::setShownNumberForm(localeNumberForm());
}

void useProgramsLanguage() {
    i18n::install(nullptr);
    core::setShownDateFormat("");
    core::setShownNumberForm({});
}

} // namespace deckhand::app
