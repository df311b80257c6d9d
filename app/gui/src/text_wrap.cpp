// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/text_wrap.hpp"

#include "deckhand/gui/wx_string.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <pango/pango.h>
#include <wx/html/htmlcell.h>
#include <wx/html/winpars.h>
#include <wx/stattext.h>
#include <wx/window.h>

namespace deckhand::gui {

namespace {

/// A character of a script that does not put spaces between its words, or a full-width form.
bool writtenWithoutSpaces(std::uint32_t c) {
    return (c >= 0x0E00 && c <= 0x109F)       // Thai, Lao, Tibetan, Myanmar
           || (c >= 0x1780 && c <= 0x18AF)    // Khmer, Mongolian
           || (c >= 0x2E80 && c <= 0xD7FF)    // CJK punctuation, kana, ideographs, Yi, Hangul
           || (c >= 0xF900 && c <= 0xFAFF)    // CJK compatibility ideographs
           || (c >= 0xFE30 && c <= 0xFE4F)    // CJK compatibility forms
           || (c >= 0xFF00 && c <= 0xFFEF)    // full- and half-width forms
           || (c >= 0x20000 && c <= 0x3FFFF); // CJK ideographs, extensions
}

/// Where wxWidgets itself breaks a line (after it).
bool isSpace(std::uint32_t c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// The character at `at` of valid UTF-8 `text`, and its length in bytes.
std::uint32_t decode(std::string_view text, std::size_t at, std::size_t& length) {
    const auto lead = static_cast<unsigned char>(text[at]);
    length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    length = std::min(length, text.size() - at);
    std::uint32_t c = length == 1 ? lead : lead & (0x7Fu >> length);
    for (std::size_t i = 1; i < length; ++i)
        c = (c << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3Fu);
    return c;
}

/// Whether a break at `at` of the page's text would fall inside an entity ("&amp;").
bool insideEntity(std::string_view text, std::size_t at) {
    for (std::size_t k = at; k > 0 && at - k < 10;) {
        const char c = text[--k];
        if (c == '&') {
            const std::size_t end = text.find(';', at);
            return end != std::string_view::npos && end - at < 10;
        }
        if (c == ';' || isSpace(static_cast<unsigned char>(c))) return false;
    }
    return false;
}

/// A place where a line may break, drawn as nothing: what <wbr> puts in a page. wxHTML breaks a
/// line before any cell that allows it when the words up to the next such cell would not fit
/// (a cell of no size is taken for a font or colour change, which does not allow it).
class BreakCell : public wxHtmlCell {
public:
    bool IsLinebreakAllowed() const override { return true; }
};

class BreakTagHandler : public wxHtmlWinTagHandler {
public:
    wxString GetSupportedTags() override { return "WBR"; }
    bool HandleTag(const wxHtmlTag&) override {
        m_WParser->GetContainer()->InsertCell(new BreakCell);
        return false;
    }
};

/// Gives every HTML parser of the app (wxHtmlWindow's and wxHtmlListBox's alike) the <wbr> tag.
class BreakTagModule : public wxHtmlTagsModule {
public:
    void FillHandlersTable(wxHtmlWinParser* parser) override {
        parser->AddTagHandler(new BreakTagHandler);
    }

private:
    wxDECLARE_DYNAMIC_CLASS(BreakTagModule);
};

wxIMPLEMENT_DYNAMIC_CLASS(BreakTagModule, wxHtmlTagsModule);

/// The text of a page as one piece (tags taken out), with where each of its bytes is in the page
/// and whether a tag came just before it.
struct PageText {
    std::string text;
    std::vector<std::size_t> at;
    std::vector<bool> afterTag;
};

PageText pageText(std::string_view html) {
    PageText page;
    page.text.reserve(html.size());
    bool tag = false;
    for (std::size_t i = 0; i < html.size(); ++i) {
        if (html[i] == '<') {
            const std::size_t close = html.find('>', i);
            i = close == std::string_view::npos ? html.size() : close;
            tag = true;
            continue;
        }
        page.text += html[i];
        page.at.push_back(i);
        page.afterTag.push_back(tag);
        tag = false;
    }
    return page;
}

/// Breaks between every two characters of each run of more than `longRun` characters that has
/// no space, break or tag in it.
void addLongRunBreaks(const PageText& page, const std::vector<std::size_t>& breaks,
                      std::size_t longRun, std::vector<std::size_t>& out) {
    std::vector<std::size_t> run; // where each character of the current run starts
    auto flush = [&] {
        if (run.size() > longRun) out.insert(out.end(), run.begin() + 1, run.end());
        run.clear();
    };
    std::size_t next = 0; // the first of `breaks` not passed yet
    for (std::size_t i = 0, length = 1; i < page.text.size(); i += length) {
        const std::uint32_t c = decode(page.text, i, length);
        while (next < breaks.size() && breaks[next] < i)
            ++next;
        if (page.afterTag[i] || (next < breaks.size() && breaks[next] == i)) flush();
        if (isSpace(c))
            flush();
        else
            run.push_back(i);
    }
    flush();
}

/// One paragraph (no '\n' in it) broken into lines to `width` in `font` as `window` draws it,
/// appended to `out`.
void wrapParagraph(const wxWindow& window, const wxFont& font, std::string_view text, int width,
                   std::string& out) {
    // Where a line may start: after a run of spaces, and where the script allows with none.
    std::vector<std::size_t> starts = unspacedBreaks(text);
    for (std::size_t i = 1; i < text.size(); ++i)
        if (text[i] != ' ' && text[i - 1] == ' ') starts.push_back(i);
    std::sort(starts.begin(), starts.end());
    starts.push_back(text.size());
    auto line = [&](std::size_t from, std::size_t to) {
        std::string_view piece = text.substr(from, to - from);
        while (!piece.empty() && piece.back() == ' ')
            piece.remove_suffix(1);
        return piece;
    };
    auto measure = [&](const wxString& piece) {
        int x = 0, y = 0;
        window.GetTextExtent(piece, &x, &y, nullptr, nullptr, &font);
        return x;
    };
    auto fits = [&](std::size_t from, std::size_t to) {
        return measure(toWx(line(from, to))) <= width;
    };
    // Each line ends at the last start that fits (a line's width grows with its words). Tried
    // first where the paragraph's average width per byte says a line ends, then a start at a time
    // either way: a few measures a line, not one for each word of it (a measure lays the text
    // out: the wrapping was 5% of the window's start).
    const int whole = measure(toWx(text));
    const double perByte =
        text.empty() ? 1.0
                     : std::max(1.0, static_cast<double>(whole) / static_cast<double>(text.size()));
    const auto room = static_cast<std::size_t>(static_cast<double>(width) / perByte);
    std::size_t from = 0;                               // where the line being filled starts
    for (std::size_t next = 0; next < starts.size();) { // starts[next]: the first after `from`
        // The first start that does not fit (starts.size() when all do), found from the guess.
        std::size_t guess = next;
        while (guess + 1 < starts.size() && starts[guess + 1] - from <= room)
            ++guess;
        std::size_t failing = guess;
        if (fits(from, starts[guess])) {
            failing = guess + 1;
            while (failing < starts.size() && fits(from, starts[failing]))
                ++failing;
        } else {
            while (failing > next && !fits(from, starts[failing - 1]))
                --failing;
        }
        if (failing == starts.size()) break; // the rest fits on this line
        if (failing == next) {
            // A piece wider than a whole line: kept whole on a line of its own.
            out += line(from, starts[next]);
            if (starts[next] < text.size()) out += '\n';
            from = starts[next++];
            continue;
        }
        // The line as far as it fits; the piece that did not starts the next one.
        out += line(from, starts[failing - 1]);
        out += '\n';
        from = starts[failing - 1];
        next = failing;
    }
    if (from < text.size()) out += line(from, text.size());
}

} // namespace

std::vector<std::size_t> unspacedBreaks(std::string_view text) {
    std::vector<std::size_t> breaks;
    // Every character of the scripts concerned takes three UTF-8 bytes or four.
    if (std::none_of(text.begin(), text.end(),
                     [](char c) { return static_cast<unsigned char>(c) >= 0xE0; }))
        return breaks;
    if (text.size() > INT_MAX / 2 ||
        !g_utf8_validate(text.data(), static_cast<gssize>(text.size()), nullptr))
        return breaks; // Pango reads valid UTF-8 only: no break added
    std::vector<std::size_t> offsets;
    std::vector<std::uint32_t> chars;
    for (std::size_t i = 0, length = 1; i < text.size(); i += length) {
        offsets.push_back(i);
        chars.push_back(decode(text, i, length));
    }
    std::vector<PangoLogAttr> attrs(chars.size() + 1);
    pango_get_log_attrs(text.data(), static_cast<int>(text.size()), -1,
                        pango_language_get_default(), attrs.data(), static_cast<int>(attrs.size()));
    for (std::size_t i = 1; i < chars.size(); ++i)
        if (attrs[i].is_line_break && !isSpace(chars[i - 1]) &&
            (writtenWithoutSpaces(chars[i - 1]) || writtenWithoutSpaces(chars[i])))
            breaks.push_back(offsets[i]);
    return breaks;
}

std::string breakableHtml(std::string_view html, std::size_t longRun) {
    const PageText page = pageText(html);
    std::vector<std::size_t> breaks = unspacedBreaks(page.text);
    if (longRun != std::string_view::npos) {
        addLongRunBreaks(page, std::vector<std::size_t>(breaks), longRun, breaks);
        std::sort(breaks.begin(), breaks.end());
        breaks.erase(std::unique(breaks.begin(), breaks.end()), breaks.end());
    }
    constexpr std::string_view Mark = "<wbr>";
    std::string out;
    out.reserve(html.size() + breaks.size() * Mark.size());
    std::size_t from = 0;
    for (const std::size_t b : breaks) {
        if (insideEntity(page.text, b)) continue;
        const std::size_t at = page.at[b];
        out.append(html.substr(from, at - from));
        from = at;
        // Already marked (a page made of pieces marked before): one mark is enough.
        const bool marked = (out.size() >= Mark.size() && out.ends_with(Mark)) ||
                            html.substr(at, Mark.size()) == Mark;
        if (!marked) out += Mark;
    }
    out.append(html.substr(from));
    return out;
}

wxString wrapText(const wxWindow& window, const wxString& text, int width) {
    if (width <= 0 || text.empty()) return text;
    const std::string all = toUtf8(text);
    const std::string_view view(all);
    std::string out;
    out.reserve(all.size() + 16);
    // Asked once: a control with no font of its own makes a GTK widget of its kind to find its
    // theme's font each time it is asked (wxControl::GetDefaultAttributes), for every measure.
    const wxFont font = window.GetFont();
    for (std::size_t from = 0;;) {
        const std::size_t end = view.find('\n', from);
        wrapParagraph(window, font,
                      view.substr(from, end == std::string_view::npos ? end : end - from), width,
                      out);
        if (end == std::string_view::npos) break;
        out += '\n';
        from = end + 1;
    }
    return toWx(out);
}

void wrapLabel(wxStaticText& label, const wxString& text, int width) {
    // Set only when it changed: setting a label measures it again (GTK lays it out for its
    // best size) even when it is the same, and a pane wraps its labels at every resize.
    const wxString wrapped = wrapText(label, text, width);
    if (wrapped != label.GetLabel()) label.SetLabel(wrapped);
}

} // namespace deckhand::gui
