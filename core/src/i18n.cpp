// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/i18n.hpp"

#include <atomic>

namespace deckhand::i18n {

namespace {
std::atomic<const Catalogue*> g_catalogue{nullptr};
}

void install(const Catalogue* catalogue) {
    g_catalogue.store(catalogue);
}

const char* tr(const char* id) {
    const Catalogue* c = g_catalogue.load(std::memory_order_relaxed);
    return c ? c->translate(id) : id;
}

std::string language() {
    const Catalogue* c = g_catalogue.load(std::memory_order_relaxed);
    return c ? c->language() : std::string();
}

const char* trn(const char* one, const char* many, unsigned long n) {
    const Catalogue* c = g_catalogue.load(std::memory_order_relaxed);
    return c ? c->translatePlural(one, many, n) : (n == 1 ? one : many);
}

namespace detail {
std::string formatTranslated(const char* pattern, const char* fallback, fmt::format_args args) {
    try {
        return fmt::vformat(pattern, args);
    } catch (const fmt::format_error&) {
        if (pattern == fallback) throw; // Deckhand's own pattern is wrong: a bug, not a translation
        return fmt::vformat(fallback, args);
    }
}
} // namespace detail

} // namespace deckhand::i18n
