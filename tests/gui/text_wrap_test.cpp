// SPDX-License-Identifier: GPL-3.0-or-later

// Text in every script broken into lines at the pane's width: a Japanese sentence has no
// spaces, and wxWidgets breaks lines at spaces only, so the verdict pane, the card pane and the
// wrapped labels ran it on one line past the pane's edge. It breaks between the characters of
// a script written without spaces (where the Unicode rules allow: never before 。), at spaces
// elsewhere, and never inside a Latin word.

#include "deckhand/core/game.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <set>
#include <string>
#include <vector>
#include <wx/dcclient.h>
#include <wx/html/htmlcell.h>
#include <wx/html/htmlwin.h>
#include <wx/html/winpars.h>
#include <wx/tokenzr.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

// 62 characters, no space: what the rules engine says in Japanese, at its length.
const std::string Japanese =
    "デッキにはファイターがちょうど1枚必要ですが、このデッキには0枚しかあり"
    "ません。ファイターを1枚加えてください。";

/// `text` without the break marks.
std::string unmarked(std::string text) {
    for (auto at = text.find("<wbr>"); at != std::string::npos; at = text.find("<wbr>", at))
        text.erase(at, 5);
    return text;
}

/// Where the drawn cells of a laid-out page reach: the rightmost pixel and the rows of text.
struct Extent {
    int right = 0;
    std::set<int> rows;
};

void measure(const wxHtmlCell* cell, Extent& out) {
    for (const wxHtmlCell* c = cell; c; c = c->GetNext()) {
        if (c->GetFirstChild()) measure(c->GetFirstChild(), out);
        if (!c->IsTerminalCell() || c->GetWidth() <= 0 || c->GetHeight() <= 0) continue;
        out.right = std::max(out.right, c->GetAbsPos().x + c->GetWidth());
        out.rows.insert(c->GetAbsPos().y);
    }
}

/// How many lines `text` needs at least at `width` in `window`'s font.
int linesNeeded(const wxWindow& window, const std::string& text, int width) {
    return static_cast<int>(std::ceil(window.GetTextExtent(toWx(text)).x / double(width)));
}

} // namespace

TEST_CASE("a line breaks between the characters of a script written without spaces only",
          "[gui][wrap]") {
    // Latin text keeps its words whole: no break at a hyphen or a slash.
    const std::string latin = "A well-known non-Level-0 card, 3/4 of the deck";
    CHECK(breakableHtml(latin) == latin);
    CHECK(unspacedBreaks(latin).empty());
    // Japanese breaks between any two characters, but no line starts with 。 or 、.
    CHECK(breakableHtml("日本語") == "日<wbr>本<wbr>語");
    CHECK(breakableHtml("です。次へ、行く") == "で<wbr>す。<wbr>次<wbr>へ、<wbr>行<wbr>く");
    CHECK(unspacedBreaks("日本語") == std::vector<std::size_t>{3, 6});
    // Thai between its words (by a dictionary): "hello" and the polite particle.
    CHECK(breakableHtml("สวัสดีครับ") == "สวัสดี<wbr>ครับ");
    // Tags and entities are left whole; the text is read across a tag.
    CHECK(breakableHtml("<b>日本</b>&amp;語") == "<b>日<wbr>本</b><wbr>&amp;<wbr>語");
    CHECK(breakableHtml("<font color=\"#5F6368\">日本</font>") ==
          "<font color=\"#5F6368\">日<wbr>本</font>");
    // A page made of pieces marked before gets no second mark.
    CHECK(breakableHtml(breakableHtml("<p>日本語</p>")) == "<p>日<wbr>本<wbr>語</p>");
    // A run longer than asked (an address, an id) may break between any two characters.
    CHECK(breakableHtml("abcdef ghi", 3) == "a<wbr>b<wbr>c<wbr>d<wbr>e<wbr>f ghi");
    CHECK(breakableHtml("abcdef ghi", 6) == "abcdef ghi");
    // Not UTF-8: left as it is.
    CHECK(breakableHtml("\xE6\x97") == "\xE6\x97");
}

TEST_CASE("a label is wrapped at spaces and between Japanese characters, to its width",
          "[gui][wrap]") {
    SessionFrame f("labels", 400, 300);
    wxWindow& window = *f.frame;
    // Latin: the words that fit, then the next line; never a word cut.
    const int width =
        std::max(window.GetTextExtent("alpha beta").x, window.GetTextExtent("beta gamma").x) + 1;
    CHECK(wrapText(window, "alpha beta gamma", width) == "alpha beta\ngamma");
    CHECK(wrapText(window, "alpha\nbeta gamma", width) == "alpha\nbeta gamma");
    CHECK(wrapText(window, "unbreakableword short", 10) == "unbreakableword\nshort");
    // Japanese: every line within the width, all of the text kept, as few lines as fit.
    const int narrow = 200;
    const std::string wrapped = toUtf8(wrapText(window, toWx(Japanese), narrow));
    std::string joined;
    int lines = 0;
    wxStringTokenizer rows(toWx(wrapped), "\n");
    while (rows.HasMoreTokens()) {
        const wxString row = rows.GetNextToken();
        CHECK(window.GetTextExtent(row).x <= narrow);
        joined += toUtf8(row);
        ++lines;
    }
    CHECK(joined == Japanese);
    CHECK(lines >= linesNeeded(window, Japanese, narrow));
    CHECK(lines <= linesNeeded(window, Japanese, narrow) + 1);
}

TEST_CASE("a paragraph is wrapped greedily: each line as many words as fit, at every width",
          "[gui][wrap]") {
    // Words of uneven length (a short word after a long one, a word wider than the narrowest
    // widths), at widths from narrower than a word to wider than the whole paragraph.
    SessionFrame f("greedy", 400, 300);
    wxWindow& window = *f.frame;
    std::vector<std::string> words;
    const char* samples[] = {"a",    "deck", "of",   "sixty", "cards", "Extraordinarily",
                             "with", "no",   "more", "than",  "four",  "copies",
                             "of",   "any",  "one",  "card",  "I",     "uncharacteristic",
                             "wins."};
    for (int round = 0; round < 3; ++round)
        for (const char* w : samples)
            words.push_back(w);
    std::string text;
    for (const auto& w : words)
        text += (text.empty() ? "" : " ") + w;
    const auto extent = [&](const std::string& s) { return window.GetTextExtent(toWx(s)).x; };
    for (int width = 20; width <= extent(text) + 40; width += 23) {
        INFO("width " << width);
        // Each line the words up to where the next would not fit (a word wider than the width
        // alone on its line), computed here word by word.
        std::string expected, line;
        for (const auto& w : words) {
            if (line.empty()) {
                line = w;
            } else if (extent(line + " " + w) <= width) {
                line += " " + w;
            } else {
                expected += line + "\n";
                line = w;
            }
        }
        expected += line;
        CHECK(toUtf8(wrapText(window, toWx(text), width)) == expected);
    }
}

TEST_CASE("a long Japanese problem in the verdict pane is broken into lines at the pane's width",
          "[gui][wrap]") {
    SessionFrame f("verdict", 380, 600);
    auto* report = new ReportPanel(f.frame);
    f.frame->SendSizeEvent();
    pump(50);
    report->showProblems(Japanese, {ParseError{{"deck.txt", 3, 1}, Japanese}});
    pump(50);

    // The summary above the list: every line within the pane, all the text kept.
    const wxStaticText* summary = report->summary();
    const int room = report->GetClientSize().x - report->FromDIP(20);
    std::string joined;
    int lines = 0;
    wxStringTokenizer rows(summary->GetLabel(), "\n");
    while (rows.HasMoreTokens()) {
        const wxString row = rows.GetNextToken();
        CHECK(summary->GetTextExtent(row).x <= room);
        joined += toUtf8(row);
        ++lines;
    }
    CHECK(joined == Japanese);
    CHECK(lines >= linesNeeded(*summary, Japanese, room));

    // The problem, laid out as the list lays out its lines: wxHTML's parser on the list, its
    // fonts, at its width.
    wxSimpleHtmlListBox* list = report->problems();
    REQUIRE(list->GetCount() == 1);
    const int width = list->GetClientSize().x - 2 * list->GetMargins().x;
    REQUIRE(width > 100);
    CHECK(unmarked(toUtf8(list->GetString(0))).find(Japanese) != std::string::npos);
    wxHtmlWinParser parser(list);
    wxClientDC dc(list);
    parser.SetDC(&dc);
    parser.SetStandardFonts();
    std::unique_ptr<wxHtmlContainerCell> page(
        static_cast<wxHtmlContainerCell*>(parser.Parse(list->GetString(0))));
    REQUIRE(page);
    page->Layout(width);
    Extent extent;
    measure(page.get(), extent);
    // Nothing drawn beyond the pane's width...
    CHECK(extent.right <= width);
    // ...so the message takes several lines (under the line saying where), and the list gives
    // the problem their height.
    CHECK(static_cast<int>(extent.rows.size()) >= 1 + linesNeeded(*list, Japanese, width));
    CHECK(list->GetItemRect(0).height >= page->GetHeight());
}

TEST_CASE("the card pane breaks Japanese rules text at its width", "[gui][wrap][preview]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    core::Printing p = *f.frame->currentGame()->catalogue.byName("iron palm").front();
    p.values[core::FieldText] = Japanese + Japanese;
    CardPreview* preview = f.frame->preview();
    wxHtmlWindow* details = showCardAt(*f.frame, p, wxSize(1024, 700));
    // Nothing runs out of the pane: no line is wider than the room for it.
    CHECK(details->GetVirtualSize().x <= details->GetClientSize().x);
    Extent extent;
    measure(details->GetInternalRepresentation(), extent);
    CHECK(extent.right <= details->GetClientSize().x);
    CHECK(unmarked(preview->html()).find(Japanese + Japanese) != std::string::npos);
    preview->show(nullptr, nullptr); // before the copy goes
}
