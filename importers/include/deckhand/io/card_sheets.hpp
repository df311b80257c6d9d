// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_face.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/io/registration_sheet.hpp"

#include <cstdint>
#include <string>
#include <vector>

// cairo's context, as cairo.h declares it.
typedef struct _cairo cairo_t;

namespace deckhand::io {

/// One card to print or to put on a sheet: its image where one is cached, else its face drawn
/// from its data (drawCardFace), so paper and screen agree.
struct SheetCard {
    core::CardFace face;
    /// A PNG, JPEG, GIF or WebP file (an animated one: its first frame); empty or no such
    /// file: the face is drawn; a file that cannot be printed (another format, damaged, larger
    /// than kMaxImageSide): the face is drawn, and a warning names the file and says why.
    std::string image;
    int copies = 1;
    std::string group; ///< a proxy sheet may start each group on a new page (the card's kind)
};

/// What a card back shows: the game's name on its colour.
struct CardBack {
    std::string title;
    std::uint32_t colour = 0x2B3A55;
    std::string image; ///< an image file (as SheetCard's) drawn instead; empty: the title is drawn
};

/// Draws `back` filling (0, 0) to (width, height) of `cr`'s user space, as drawCardFace draws a
/// face.
void drawCardBack(cairo_t* cr, const CardBack& back, double width, double height);

/// A print-and-play sheet: the cards at their real size, as many to a page as fit up to 3 x 3.
struct ProxySheet {
    std::string title; ///< the PDF's title
    std::vector<SheetCard> cards;
    double cardWidthMm = 63;
    double cardHeightMm = 88;
    Paper paper = Paper::A4;
    /// Printed beyond each cut line (0: none): an image's edge pixels carried on, a drawn
    /// face's frame colour, so a cut a little off the line shows no white.
    double bleedMm = 0;
    bool cropMarks = true; ///< short lines in the margins on every cut line
    bool pagePerGroup = false;
    /// After each page of faces, a page of backs for double-sided printing: mirrored left to
    /// right (for paper turned over its long edge), moved by the offset (to the right and down,
    /// in mm) the printer needs to put backs behind their faces.
    bool backs = false;
    CardBack back;
    double backOffsetXMm = 0;
    double backOffsetYMm = 0;
};

/// What writing a proxy sheet did.
struct ProxyReport {
    int pages = 0;
    int cards = 0;  ///< proxies on the pages
    int images = 0; ///< of them, cards printed from their cached image
    int perPage = 0;
    /// The most card images held decoded at once while writing: a page's, whatever the deck.
    int mostImagesHeld = 0;
    /// Images that could not be printed, each naming its file and why: their cards were drawn
    /// from their data instead.
    std::vector<ParseError> warnings;
};

/// Lays the sheet out and writes it as a PDF, written beside `path` and renamed over it so a
/// failure leaves an earlier file whole. Errors: no card to print, cards that do not fit the
/// paper even one to a page, a file that cannot be written (naming it).
[[nodiscard]] Result<ProxyReport> writeProxySheetPdf(const ProxySheet& sheet,
                                                     const std::string& path);

/// Images of card faces in a grid (Tabletop Simulator's deck sheets): `columns` x `rows` cells
/// of `cellWidth` x `cellHeight` pixels, the cards from the top left row by row, one cell per
/// card (copies are not repeated), cells left over blank. Written as PNG as writeProxySheetPdf
/// writes its file.
struct ImageSheet {
    std::vector<SheetCard> cards;
    int columns = 10;
    int rows = 7;
    int cellWidth = 250;
    int cellHeight = 349;
};

/// Writes `sheet` as a PNG at `path`; errors name the file when it cannot be written. Images
/// that could not be drawn are added to `warnings` (as ProxyReport::warnings).
[[nodiscard]] std::vector<ParseError>
writeImageSheetPng(const ImageSheet& sheet, const std::string& path,
                   std::vector<ParseError>* warnings = nullptr);

/// A card back as a PNG of `width` x `height` pixels; an image it could not draw is added to
/// `warnings`.
[[nodiscard]] std::vector<ParseError> writeCardBackPng(const CardBack& back, int width, int height,
                                                       const std::string& path,
                                                       std::vector<ParseError>* warnings = nullptr);

} // namespace deckhand::io
