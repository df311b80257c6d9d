// Make and share from the desktop app: Copy deck code / Paste deck code carry a deck through the
// clipboard.
#include "deckhand/core/deck_code.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

TEST_CASE("deck codes in the desktop app: copied, then pasted as a new deck", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    const auto copied = f.frame->copyDeckCode();
    REQUIRE(copied.ok());
    std::string onClipboard;
    if (wxTheClipboard->Open()) {
        wxTextDataObject data;
        if (wxTheClipboard->GetData(data)) onClipboard = toUtf8(data.GetText());
        wxTheClipboard->Close();
    }
    CHECK(onClipboard == copied.value);

    // From another game the code switches back to Powerline Ultra and opens its deck.
    REQUIRE(f.frame->selectGame("vstage"));
    CHECK(f.frame->pasteDeckCode(copied.value).empty());
    REQUIRE(waitFor([&] { return f.frame->currentGame() && f.frame->deckSession().hasDeck(); }));
    CHECK(f.frame->currentGame()->game.id == "plu");
    CHECK(f.frame->deckSession().name() == "Sample Kaito Blaze (legal)");
    CHECK(f.frame->deckSession().origin() == app::DeckOrigin::Unsaved);
    REQUIRE(f.frame->lastCheck());
    CHECK(f.frame->lastCheck()->report->deckSize == 41);

    // A mistyped code: why, and the open deck stays.
    std::string typo = copied.value;
    typo[10] = typo[10] == 'A' ? 'B' : 'A';
    CHECK(has(f.frame->pasteDeckCode(typo), "checksum does not match"));
    CHECK(has(f.frame->pasteDeckCode("   "), "no text"));
    CHECK(f.frame->deckSession().name() == "Sample Kaito Blaze (legal)");
}

