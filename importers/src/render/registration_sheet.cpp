// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/registration_sheet.hpp"

#include "cairo_pdf.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/io/file.hpp"
#include "printable.hpp"
#include "text_layout.hpp"

#include <algorithm>
#include <cairo-pdf.h>
#include <cairo.h>
#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <memory>

namespace deckhand::io {

int SheetSection::total() const {
    int n = 0;
    for (const auto& l : lines)
        n += l.quantity;
    return n;
}

int RegistrationSheet::deckTotal() const {
    int n = 0;
    for (const auto& s : sections)
        if (s.counts) n += s.total();
    return n;
}

std::string RegistrationSheet::verdict() const {
    const auto count = [](int n) { return static_cast<unsigned long>(std::max(n, 0)); };
    if (legal)
        return warnings == 0 ? std::string(i18n::tr("LEGAL"))
                             : i18n::trfn("LEGAL ({} warning)", "LEGAL ({} warnings)",
                                          count(warnings), warnings);
    return i18n::trfn("ILLEGAL - {} error", "ILLEGAL - {} errors", count(errors), errors);
}

namespace {

// A date as the sheet prints it: in the one form every date is shown in (core/sentence.hpp:
// the user's locale's, ISO under the C locale); anything that is no such date as it was written.
std::string shownDate(const std::string& text) {
    const auto date = core::Date::parse(text);
    return date ? core::shownDate(*date) : text;
}

// Geometry in PDF points (1/72 in). Heights are what each part of the page takes up; the
// pagination below and the drawing code share them.
constexpr double kMargin = 36;
constexpr double kFirstHeader = 138; // title and the fields to fill in, page 1
constexpr double kNextHeader = 30;   // a one-line header on the pages after
constexpr double kFooter = 36;       // hash, verdict, checked against, page N of M
constexpr double kSectionTitle = 19; // a section's shaded title bar
constexpr double kColumnHead = 14;
constexpr double kRow = 14; // one card line
constexpr double kTotalRow = 18;
constexpr double kSectionGap = 10;
constexpr double kSignatureBox = 84;
constexpr double kClosing = 26 + kSignatureBox; // deck total, then the signature and judge box
constexpr double kTableFont = 9;
constexpr double kHeadFont = 7.5;
constexpr double kMinNameWidth = 150;

struct Rgb {
    double r, g, b;
};
constexpr Rgb kInk{0.08, 0.08, 0.08};
constexpr Rgb kGrey{0.40, 0.40, 0.40};
constexpr Rgb kRuleGrey{0.60, 0.60, 0.60};
constexpr Rgb kShade{0.88, 0.90, 0.93};
constexpr Rgb kZebra{0.96, 0.965, 0.97};
constexpr Rgb kLegal{0.05, 0.42, 0.18};
constexpr Rgb kIllegal{0.72, 0.06, 0.06};

enum class Align { Left, Right };

using detail::printable;

// Thin drawing helpers over a cairo context; text, set by Pango, is shortened with an ellipsis
// to fit.
class Painter {
public:
    explicit Painter(cairo_t* cr) : m_cr(cr) {}

    void font(double size, bool bold = false, bool mono = false) { m_font = {size, bold, mono}; }
    void color(Rgb c) { cairo_set_source_rgb(m_cr, c.r, c.g, c.b); }

    double width(const std::string& s) {
        return detail::TextLayout(m_cr, printable(s), m_font).width();
    }

    /// Draws `s` at a baseline, cut with an ellipsis to `maxWidth` (0: not cut); returns the
    /// width drawn.
    double text(double x, double baseline, const std::string& s, Align align = Align::Left,
                double maxWidth = 0) {
        detail::TextLayout t(m_cr, printable(s), m_font);
        if (maxWidth > 0 && t.width() > maxWidth) t.ellipsize(maxWidth);
        return draw(t, x, baseline, align);
    }
    /// Draws `s` as large as fits `maxWidth` from the current size down to `smallest`, then
    /// cut with an ellipsis; returns the width drawn.
    double shrunk(double x, double baseline, const std::string& s, double smallest, double maxWidth,
                  Align align = Align::Left) {
        return draw(detail::fitLine(m_cr, printable(s), m_font, smallest, 0.5, maxWidth), x,
                    baseline, align);
    }

    void line(double x1, double y1, double x2, double y2, double lineWidth, Rgb c) {
        color(c);
        cairo_set_line_width(m_cr, lineWidth);
        cairo_move_to(m_cr, x1, y1);
        cairo_line_to(m_cr, x2, y2);
        cairo_stroke(m_cr);
    }
    void fill(double x, double y, double w, double h, Rgb c) {
        color(c);
        cairo_rectangle(m_cr, x, y, w, h);
        cairo_fill(m_cr);
    }
    void frame(double x, double y, double w, double h, double lineWidth, Rgb c) {
        color(c);
        cairo_set_line_width(m_cr, lineWidth);
        cairo_rectangle(m_cr, x, y, w, h);
        cairo_stroke(m_cr);
    }

private:
    double draw(const detail::TextLayout& t, double x, double baseline, Align align) {
        const double w = t.width();
        t.drawOnBaseline(align == Align::Right ? x - w : x, baseline);
        return w;
    }

    cairo_t* m_cr;
    detail::Font m_font;
};

// A table column: qty, name, set, number, then the game's own.
struct Column {
    std::string label;
    double x = 0;
    double width = 0;
    Align align = Align::Left;
};

// One thing placed on a page, at a y offset.
struct Item {
    enum class Kind { SectionTitle, ColumnHead, Line, SectionTotal, Closing };
    Kind kind;
    double y = 0;
    std::size_t section = 0;
    std::size_t line = 0;
    bool continued = false;
};
using Page = std::vector<Item>;

class SheetWriter {
public:
    SheetWriter(const RegistrationSheet& sheet, cairo_t* cr, double pageWidth, double pageHeight)
        : m_sheet(sheet), m_p(cr), m_cr(cr), m_h(pageHeight), m_content(pageWidth - 2 * kMargin) {}

    /// Draws the pages (at most `maxPages`) and returns how many the sheet has.
    int write(std::size_t maxPages = SIZE_MAX) {
        layColumns();
        const auto pages = paginate();
        for (std::size_t i = 0; i < pages.size() && i < maxPages; ++i) {
            if (i == 0)
                firstHeader();
            else
                nextHeader();
            for (const auto& item : pages[i])
                draw(item);
            footer(i + 1, pages.size());
            cairo_show_page(m_cr);
        }
        return static_cast<int>(pages.size());
    }

private:
    double bodyBottom() const { return m_h - kMargin - kFooter - 8; }

    // Set, number and the game's columns are as wide as their widest value (within reason);
    // the card name takes the rest.
    void layColumns() {
        auto measure = [&](const std::string& label, auto value, double cap) {
            m_p.font(kHeadFont, true);
            double w = m_p.width(label);
            m_p.font(kTableFont);
            for (const auto& s : m_sheet.sections)
                for (const auto& l : s.lines)
                    w = std::max(w, m_p.width(value(l)));
            return std::min(w + 14, cap);
        };
        m_p.font(kTableFont, true);
        // TRANSLATORS: the head of the registration sheet's column of quantities (short).
        const std::string qty = i18n::tr("Qty");
        m_p.font(kHeadFont, true);
        const double qtyHead = m_p.width(qty);
        m_p.font(kTableFont, true);
        m_columns.push_back(
            {qty, 0, std::max({m_p.width("000"), 20.0, qtyHead}) + 14, Align::Right});
        m_columns.push_back({i18n::tr("Card name"), 0, 0, Align::Left});
        // TRANSLATORS: the head of the registration sheet's column of set (extension) codes.
        const std::string set = i18n::tr("Set");
        m_columns.push_back({set, 0,
                             measure(
                                 set, [](const SheetLine& l) { return l.set; }, 90),
                             Align::Left});
        // TRANSLATORS: the head of the registration sheet's column of collector numbers (short).
        const std::string number = i18n::tr("No.");
        m_columns.push_back({number, 0,
                             measure(
                                 number, [](const SheetLine& l) { return l.number; }, 100),
                             Align::Left});
        for (std::size_t c = 0; c < m_sheet.columns.size(); ++c)
            m_columns.push_back({m_sheet.columns[c], 0,
                                 measure(
                                     m_sheet.columns[c],
                                     [c](const SheetLine& l) {
                                         return c < l.columns.size() ? l.columns[c] : std::string();
                                     },
                                     110),
                                 Align::Left});
        double others = 0;
        for (std::size_t i = 2; i < m_columns.size(); ++i)
            others += m_columns[i].width;
        const double room = m_content - m_columns[0].width - kMinNameWidth;
        if (others > room) { // many wide columns: narrow them alike; values get an ellipsis
            for (std::size_t i = 2; i < m_columns.size(); ++i)
                m_columns[i].width *= room / others;
            others = room;
        }
        m_columns[1].width = m_content - m_columns[0].width - others;
        double x = kMargin;
        for (auto& c : m_columns) {
            c.x = x;
            x += c.width;
        }
    }

    std::vector<Page> paginate() const {
        std::vector<Page> pages(1);
        double y = kMargin + kFirstHeader;
        auto newPage = [&] {
            pages.emplace_back();
            y = kMargin + kNextHeader;
        };
        auto fits = [&](double h) { return y + h <= bodyBottom(); };
        auto place = [&](Item::Kind kind, double height, std::size_t section, std::size_t line,
                         bool continued) {
            pages.back().push_back({kind, y, section, line, continued});
            y += height;
        };
        for (std::size_t s = 0; s < m_sheet.sections.size(); ++s) {
            const auto& lines = m_sheet.sections[s].lines;
            if (lines.empty()) continue;
            if (!pages.back().empty()) y += kSectionGap;
            // The title never ends a page alone: its column heads and a first line come with it.
            if (!fits(kSectionTitle + kColumnHead + kRow + (lines.size() == 1 ? kTotalRow : 0)))
                newPage();
            place(Item::Kind::SectionTitle, kSectionTitle, s, 0, false);
            place(Item::Kind::ColumnHead, kColumnHead, s, 0, false);
            for (std::size_t i = 0; i < lines.size(); ++i) {
                // The total never starts a page alone either: the last line goes with it.
                const bool last = i + 1 == lines.size();
                if (!fits(kRow + (last ? kTotalRow : 0))) {
                    newPage();
                    place(Item::Kind::SectionTitle, kSectionTitle, s, 0, true);
                    place(Item::Kind::ColumnHead, kColumnHead, s, 0, true);
                }
                place(Item::Kind::Line, kRow, s, i, false);
            }
            place(Item::Kind::SectionTotal, kTotalRow, s, 0, false);
        }
        y += kSectionGap;
        if (!fits(kClosing)) newPage();
        place(Item::Kind::Closing, kClosing, 0, 0, false);
        return pages;
    }

    void field(double x, double top, double width, const char* label, const std::string& value) {
        m_p.color(kGrey);
        m_p.font(7, true);
        m_p.text(x, top + 9, label);
        m_p.color(kInk);
        // A long value gets a smaller font before it gets an ellipsis.
        m_p.font(10.5);
        m_p.shrunk(x + 2, top + 24, value, 7.5, width - 4);
        m_p.line(x, top + 28.5, x + width, top + 28.5, 0.6, kRuleGrey);
    }

    void firstHeader() {
        const double top = kMargin;
        m_p.color(kInk);
        m_p.font(16, true);
        const double titleWidth = m_p.text(kMargin, top + 16, i18n::tr("Deck Registration Sheet"));
        // The game's name as large as fits beside the title (some are long), shortened only as
        // a last resort.
        const double room = m_content - titleWidth - 24;
        m_p.font(12, true);
        m_p.shrunk(kMargin + m_content, top + 16, m_sheet.gameName, 8, room, Align::Right);
        m_p.line(kMargin, top + 23, kMargin + m_content, top + 23, 1.4, kInk);

        const double leftWidth = std::round(m_content * 0.62) - 10;
        const double rightX = kMargin + leftWidth + 20;
        const double rightWidth = kMargin + m_content - rightX;
        const std::string date = shownDate(m_sheet.date);
        // TRANSLATORS: the labels of the registration sheet's fields, printed small in capitals.
        const std::pair<const char*, const std::string*> rows[3][2] = {
            {{i18n::tr("EVENT"), &m_sheet.event}, {i18n::tr("DATE"), &date}},
            {{i18n::tr("PLAYER NAME"), &m_sheet.playerName},
             {i18n::tr("PLAYER ID"), &m_sheet.playerId}},
            {{i18n::tr("DECK NAME"), &m_sheet.deckName}, {i18n::tr("FORMAT"), &m_sheet.formatName}},
        };
        double y = top + 32;
        for (const auto& row : rows) {
            field(kMargin, y, leftWidth, row[0].first, *row[0].second);
            field(rightX, y, rightWidth, row[1].first, *row[1].second);
            y += 32;
        }
    }

    void nextHeader() {
        const double top = kMargin;
        m_p.color(kInk);
        m_p.font(10, true);
        const double w =
            m_p.text(kMargin, top + 11, i18n::tr("Deck Registration Sheet (continued)"));
        m_p.font(8.5);
        m_p.color(kGrey);
        auto orBlank = [](const std::string& s) {
            return s.empty() ? std::string("________________") : s;
        };
        m_p.text(kMargin + m_content, top + 11,
                 // TRANSLATORS: the header of a registration sheet's later pages: the game,
                 // the player's name and the deck's name.
                 i18n::trf("{}  |  Player: {}  |  Deck: {}", m_sheet.gameName,
                           orBlank(m_sheet.playerName), orBlank(m_sheet.deckName)),
                 Align::Right, m_content - w - 20);
        m_p.line(kMargin, top + 17, kMargin + m_content, top + 17, 1.0, kInk);
    }

    void footer(std::size_t page, std::size_t pages) {
        const double top = m_h - kMargin - kFooter;
        m_p.line(kMargin, top + 4, kMargin + m_content, top + 4, 0.8, kInk);
        m_p.color(kGrey);
        m_p.font(8.5);
        const double labelWidth =
            m_p.text(kMargin, top + 18, std::string(i18n::tr("Deck hash")) + " ");
        m_p.color(kInk);
        m_p.font(10, true, true);
        const double hashWidth = m_p.text(kMargin + labelWidth + 2, top + 18, m_sheet.deckHash);
        m_p.color(m_sheet.legal ? kLegal : kIllegal);
        m_p.font(10, true);
        const double verdictWidth =
            m_p.text(kMargin + m_content, top + 18, m_sheet.verdict(), Align::Right);

        // Where the data is sample data goes on the hash line, which has room: the line under
        // it (the list's full name with its effective date) was cut at A4 and Letter alike.
        m_p.color(kGrey);
        m_p.font(7.5);
        if (!m_sheet.sample.empty()) {
            const double from = kMargin + labelWidth + 2 + hashWidth + 14;
            m_p.shrunk(from, top + 18, m_sheet.sample, 6,
                       kMargin + m_content - verdictWidth - 14 - from);
            m_p.font(7.5);
        }
        const std::string pageText = i18n::trf("Page {} of {}", page, pages);
        const double pageWidth = m_p.width(pageText);
        m_p.text(kMargin + m_content, top + 31, pageText, Align::Right);
        const std::string on = shownDate(m_sheet.checkedOn);
        // TRANSLATORS: the sheet's footer: the game, the format, the Limited list's version and
        // the date the deck was checked for.
        const std::string checked =
            m_sheet.limitedList.empty()
                ? i18n::trf("Checked against {} {} / no Limited list in force on {}",
                            m_sheet.gameName, m_sheet.formatName, on)
                : i18n::trf("Checked against {} {} / {} on {}", m_sheet.gameName,
                            m_sheet.formatName, m_sheet.limitedList, on);
        // As large as fits down to 6 pt before an ellipsis: a long format or list name, or a
        // language's longer words.
        m_p.shrunk(kMargin, top + 31, checked, 6, m_content - pageWidth - 16);
    }

    void draw(const Item& item) {
        if (item.kind == Item::Kind::Closing) { // the one item of no section: a deck may have none
            closing(item.y);
            return;
        }
        const SheetSection& section = m_sheet.sections[item.section];
        const double right = kMargin + m_content;
        switch (item.kind) {
        case Item::Kind::SectionTitle: {
            const double h = kSectionTitle - 3;
            m_p.fill(kMargin, item.y, m_content, h, kShade);
            m_p.color(kInk);
            m_p.font(10, true);
            const double w =
                m_p.text(kMargin + 6, item.y + 11.5, section.name, Align::Left, m_content / 2);
            m_p.color(kGrey);
            m_p.font(8);
            if (item.continued)
                m_p.text(kMargin + 6 + w + 6, item.y + 11.5, i18n::tr("(continued)"));
            const int total = section.total();
            m_p.text(right - 6, item.y + 11.5,
                     section.counts
                         ? i18n::trfn("{} card", "{} cards", static_cast<unsigned long>(total),
                                      core::shownCount(total))
                         : i18n::trfn("{} card - not counted in the deck",
                                      "{} cards - not counted in the deck",
                                      static_cast<unsigned long>(total), core::shownCount(total)),
                     Align::Right);
            break;
        }
        case Item::Kind::ColumnHead:
            m_p.color(kGrey);
            m_p.font(kHeadFont, true);
            for (const auto& c : m_columns)
                cell(c, item.y + 10, c.label);
            m_p.line(kMargin, item.y + kColumnHead - 1.5, right, item.y + kColumnHead - 1.5, 0.6,
                     kRuleGrey);
            break;
        case Item::Kind::Line: {
            const SheetLine& l = section.lines[item.line];
            if (item.line % 2 == 1) m_p.fill(kMargin, item.y, m_content, kRow, kZebra);
            const double base = item.y + 10;
            m_p.color(kInk);
            m_p.font(kTableFont, true);
            cell(m_columns[0], base, core::shownCount(l.quantity));
            m_p.font(kTableFont);
            cell(m_columns[1], base, l.name);
            cell(m_columns[2], base, l.set);
            cell(m_columns[3], base, l.number);
            for (std::size_t c = 4; c < m_columns.size(); ++c)
                cell(m_columns[c], base,
                     c - 4 < l.columns.size() ? l.columns[c - 4] : std::string());
            break;
        }
        case Item::Kind::SectionTotal:
            m_p.line(kMargin, item.y + 1.5, right, item.y + 1.5, 0.8, kInk);
            m_p.color(kInk);
            m_p.font(kTableFont, true);
            cell(m_columns[0], item.y + 13, core::shownCount(section.total()));
            cell(m_columns[1], item.y + 13,
                 // TRANSLATORS: the last line of a section's table; {} is the section's name
                 // ("Main", "Sideboard").
                 i18n::trf("{} total", section.name));
            break;
        case Item::Kind::Closing:
            break;
        }
    }

    void cell(const Column& c, double baseline, const std::string& s) {
        const double pad = 6;
        if (c.align == Align::Right)
            m_p.text(c.x + c.width - pad - 4, baseline, s, Align::Right, c.width - 2 * pad);
        else
            m_p.text(c.x + pad, baseline, s, Align::Left, c.width - 2 * pad);
    }

    void closing(double y) {
        const double right = kMargin + m_content;
        m_p.line(kMargin, y + 1, right, y + 1, 1.2, kInk);
        m_p.line(kMargin, y + 3.5, right, y + 3.5, 0.6, kInk);
        m_p.color(kInk);
        m_p.font(10, true);
        cell(m_columns[0], y + 17, core::shownCount(m_sheet.deckTotal()));
        std::string notCounted;
        for (const auto& s : m_sheet.sections)
            if (!s.counts && !s.lines.empty())
                notCounted += (notCounted.empty() ? "" : ", ") + s.name;
        cell(m_columns[1], y + 17, i18n::tr("Deck total"));
        if (!notCounted.empty()) {
            m_p.font(8);
            m_p.color(kGrey);
            m_p.text(right - 6, y + 17,
                     // TRANSLATORS: beside the deck total: the sections not counted in it.
                     i18n::trf("not counting {}", notCounted), Align::Right, m_content / 2);
        }

        const double top = y + 26;
        const double half = (m_content - 12) / 2;
        m_p.frame(kMargin, top, half, kSignatureBox, 0.8, kInk);
        m_p.color(kGrey);
        m_p.font(7, true);
        m_p.text(kMargin + 8, top + 12, i18n::tr("PLAYER SIGNATURE"));
        m_p.font(7.5);
        m_p.text(kMargin + 8, top + kSignatureBox - 9,
                 i18n::tr("I am registering exactly the cards listed above."), Align::Left,
                 half - 16);
        m_p.line(kMargin + 8, top + kSignatureBox - 22, kMargin + half - 8,
                 top + kSignatureBox - 22, 0.6, kRuleGrey);

        const double jx = kMargin + half + 12;
        m_p.fill(jx, top, half, kSignatureBox, kZebra);
        m_p.frame(jx, top, half, kSignatureBox, 0.8, kInk);
        m_p.color(kGrey);
        m_p.font(7, true);
        m_p.text(jx + 8, top + 12, i18n::tr("JUDGE / TOURNAMENT ORGANISER USE ONLY"));
        const char* const lines[] = {
            // TRANSLATORS: lines the judge fills in: who checked the deck, when, and notes.
            i18n::tr("Checked by"), i18n::tr("Time"), i18n::tr("Notes / penalty")};
        double ly = top + 32;
        for (const char* label : lines) {
            m_p.color(kGrey);
            m_p.font(7.5);
            const double w = m_p.text(jx + 8, ly, label);
            m_p.line(jx + 8 + w + 6, ly + 1.5, jx + half - 8, ly + 1.5, 0.6, kRuleGrey);
            ly += 20;
        }
    }

    const RegistrationSheet& m_sheet;
    Painter m_p;
    cairo_t* m_cr;
    double m_h, m_content;
    std::vector<Column> m_columns;
};

} // namespace

Result<SheetPreview> renderRegistrationSheetPreview(const RegistrationSheet& sheet,
                                                    double pixelsPerPoint) {
    Result<SheetPreview> out;
    const double width = sheet.paper == Paper::A4 ? 595.276 : 612.0;
    const double height = sheet.paper == Paper::A4 ? 841.89 : 792.0;
    SheetPreview& p = out.value;
    p.width = static_cast<int>(width * pixelsPerPoint);
    p.height = static_cast<int>(height * pixelsPerPoint);
    detail::CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, p.width, p.height));
    detail::CairoContext cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_scale(cr.get(), pixelsPerPoint, pixelsPerPoint);
    p.pages = SheetWriter(sheet, cr.get(), width, height).write(1);
    const cairo_status_t status = cairo_status(cr.get());
    if (status != CAIRO_STATUS_SUCCESS) {
        out.errors.push_back(
            {{}, i18n::trf("cannot lay out the sheet: {}", cairo_status_to_string(status))});
        return out;
    }
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    p.rgb.resize(static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height) * 3);
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x) {
            // RGB24 is a native-endian 32-bit word per pixel: 0x00RRGGBB.
            std::uint32_t px = 0;
            std::memcpy(&px,
                        data + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride) +
                            static_cast<std::size_t>(x) * 4,
                        4);
            unsigned char* o =
                &p.rgb[(static_cast<std::size_t>(y) * static_cast<std::size_t>(p.width) +
                        static_cast<std::size_t>(x)) *
                       3];
            o[0] = static_cast<unsigned char>(px >> 16);
            o[1] = static_cast<unsigned char>(px >> 8);
            o[2] = static_cast<unsigned char>(px);
        }
    return out;
}

Result<int> writeRegistrationSheetPdf(const RegistrationSheet& sheet, const std::string& path) {
    Result<int> out;
    // A4 is 210 x 297 mm, Letter 8.5 x 11 in.
    const double width = sheet.paper == Paper::A4 ? 595.276 : 612.0;
    const double height = sheet.paper == Paper::A4 ? 841.89 : 792.0;

    std::string bytes;
    {
        detail::CairoSurface surface(
            cairo_pdf_surface_create_for_stream(detail::appendBytes, &bytes, width, height));
        cairo_pdf_surface_set_metadata(
            surface.get(), CAIRO_PDF_METADATA_TITLE,
            printable(i18n::trf("Deck registration: {}",
                                sheet.deckName.empty() ? sheet.gameName : sheet.deckName))
                .c_str());
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Deckhand");
        detail::CairoContext cr(cairo_create(surface.get()));
        out.value = SheetWriter(sheet, cr.get(), width, height).write();
        if (auto failed = detail::finishPdf(cr, surface.get(), path)) {
            out.errors.push_back(std::move(*failed));
            return out;
        }
    }

    // Written beside the target and renamed over it, so a failure leaves an earlier sheet whole.
    if (auto failed = writeFileAtomically(path, bytes, "PDF"))
        out.errors.push_back(std::move(*failed));
    return out;
}

struct RegistrationSheetsPdf::Impl {
    explicit Impl(const std::string& to) : path(to), file(to, "PDF") {}
    std::string path;
    FileBeingWritten file;
    detail::CairoSurface surface;
    detail::CairoContext cr;
    int pages = 0;
    bool finished = false;
};

RegistrationSheetsPdf::RegistrationSheetsPdf(const std::string& path, const std::string& title)
    : m(std::make_unique<Impl>(path)) {
    if (m->file.failed()) return;
    m->surface.reset(
        cairo_pdf_surface_create_for_stream(detail::writeToFile, &m->file, 595.276, 841.89));
    cairo_pdf_surface_set_metadata(m->surface.get(), CAIRO_PDF_METADATA_TITLE,
                                   printable(title).c_str());
    cairo_pdf_surface_set_metadata(m->surface.get(), CAIRO_PDF_METADATA_CREATOR, "Deckhand");
    m->cr.reset(cairo_create(m->surface.get()));
}

RegistrationSheetsPdf::~RegistrationSheetsPdf() {
    if (m->surface && !m->finished) {
        m->cr.reset();
        cairo_surface_finish(m->surface.get());
    }
}

int RegistrationSheetsPdf::add(const RegistrationSheet& sheet) {
    if (!m->cr) return 0;
    const double width = sheet.paper == Paper::A4 ? 595.276 : 612.0;
    const double height = sheet.paper == Paper::A4 ? 841.89 : 792.0;
    cairo_pdf_surface_set_size(m->surface.get(), width, height);
    const int pages = SheetWriter(sheet, m->cr.get(), width, height).write();
    m->pages += pages;
    return pages;
}

int RegistrationSheetsPdf::pages() const {
    return m->pages;
}

std::optional<ParseError> RegistrationSheetsPdf::finish() {
    if (auto cannot = m->file.failed()) return cannot;
    if (m->finished) return std::nullopt;
    m->finished = true;
    if (auto failed = detail::finishPdf(m->cr, m->surface.get(), m->path)) return failed;
    return m->file.commit();
}

} // namespace deckhand::io
