// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/welcome_panel.hpp"

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fstream>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

namespace fs = std::filesystem;

namespace {

// Translated where shown.
constexpr const char* kIntro = wxTRANSLATE(
    "Deckhand builds decks for trading card games and checks them as you go against the "
    "game's construction rules and its dated Limited list, saying which rule a deck breaks and "
    "where the rules sheet says so. It keeps your collection by printing, tells you what a deck "
    "still needs, test-draws hands with the odds of drawing what you need, and prints "
    "registration sheets. Everything stays on this computer.");

} // namespace

std::vector<fs::path> exampleDecks(const std::string& gameId) {
    std::vector<fs::path> out;
    std::error_code ec;
    const fs::path dir = app::resourcesDir() / "decks" / gameId;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".txt") out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

std::string exampleName(const fs::path& deck) {
    std::ifstream in(deck);
    std::string line;
    if (std::getline(in, line) && line.rfind("//", 0) == 0) {
        const auto name = core::trim(std::string_view(line).substr(2));
        if (!name.empty()) return std::string(name);
    }
    return deck.stem().string();
}

WelcomePanel::WelcomePanel(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
    SetName(_("Welcome"));
    SetScrollRate(0, FromDIP(10));
    const int gap = FromDIP(6);

    auto* title = new wxStaticText(this, wxID_ANY, _("Welcome to Deckhand"));
    title->SetFont(title->GetFont().Bold().Scaled(1.4f));
    // Given its text when the page has a width to wrap it to (wrapText()): as one line it was
    // measured, 400 characters wide, for nothing.
    m_intro = new wxStaticText(this, wxID_ANY, "");

    m_games = new wxChoice(this, wxID_ANY);
    m_games->SetName(_("Your game"));
    m_games->SetToolTip(_("The game your decks and collection are for (the Game bar above too)"));
    m_examples = new wxBoxSizer(wxVERTICAL);
    m_noExamples = new wxStaticText(this, wxID_ANY, _("This game comes with no example deck."));
    m_examples->Add(m_noExamples, 0, wxBOTTOM, gap);
    m_start = new wxButton(this, wxID_ANY, _("&Start a new deck"));
    m_start->SetToolTip(_("An empty deck: double-click cards in the browser to add them"));
    m_import = new wxButton(this, wxID_ANY, _("&Import a collection CSV…"));
    m_import->SetToolTip(_("The cards you own, from Deckhand's CSV or another app's export"));
    auto* guide = new wxButton(this, wxID_ANY, _("User's guide (F1)"));
    auto* shortcuts = new wxButton(this, wxID_ANY, _("Keyboard shortcuts"));
    m_hide = new wxButton(this, wxID_ANY, _("Hide this page"));
    setOverDeck(false);

    auto step = [&](const wxString& text) {
        auto* label = new wxStaticText(this, wxID_ANY, text);
        label->SetFont(label->GetFont().Bold());
        return label;
    };
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(title, 0, wxALL, 2 * gap);
    sizer->Add(m_intro, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(step(_("1. Pick your game")), 0, wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(m_games, 0, wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(step(_("2. Open an example deck, or start your own")), 0,
               wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(m_examples, 0, wxLEFT | wxRIGHT, 2 * gap);
    sizer->Add(m_start, 0, wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(step(_("3. Bring your collection")), 0, wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    sizer->Add(m_import, 0, wxLEFT | wxRIGHT | wxBOTTOM, 2 * gap);
    auto* help = new wxWrapSizer(wxHORIZONTAL); // wraps in a narrow pane, never cut off
    help->Add(guide, 0, wxRIGHT | wxBOTTOM, gap);
    help->Add(shortcuts, 0, wxRIGHT | wxBOTTOM, gap);
    help->Add(m_hide, 0, wxBOTTOM, gap);
    sizer->Add(help, 0, wxEXPAND | wxALL, 2 * gap);
    SetSizer(sizer);

    m_games->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int i = m_games->GetSelection();
        if (i < 0 || static_cast<std::size_t>(i) >= m_gameIds.size() || !onGameChosen) return;
        guarded(this, _("Deckhand could not switch to the game."),
                [&] { onGameChosen(m_gameIds[static_cast<std::size_t>(i)]); });
    });
    m_start->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onStartDeck)
            guarded(this, _("Deckhand could not start a deck."), [&] { onStartDeck(); });
    });
    m_import->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onImportCollection)
            guarded(this, _("Deckhand could not import the collection."),
                    [&] { onImportCollection(); });
    });
    guide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onGuide)
            guarded(this, _("Deckhand could not open the user's guide."), [&] { onGuide(); });
    });
    shortcuts->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onShortcuts)
            guarded(this, _("Deckhand could not show the keyboard shortcuts."),
                    [&] { onShortcuts(); });
    });
    m_hide->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onHide)
            guarded(this, _("Deckhand could not hide the welcome page."), [&] { onHide(); });
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        wrapText();
        event.Skip();
    });
}

void WelcomePanel::wrapText() {
    const int width = GetClientSize().x - FromDIP(24);
    if (width <= 50 || width == m_wrappedAt) return;
    m_wrappedAt = width;
    wrapLabel(*m_intro, wxGetTranslation(kIntro), width);
    FitInside();
    Layout();
}

std::string WelcomePanel::introText() const {
    return toUtf8(wxGetTranslation(kIntro));
}

void WelcomePanel::showGames(const std::vector<std::pair<std::string, std::string>>& games,
                             const std::string& current) {
    m_games->Clear();
    m_gameIds.clear();
    for (const auto& [id, name] : games) {
        m_games->Append(toWx(name));
        m_gameIds.push_back(id);
        if (id == current) m_games->SetSelection(static_cast<int>(m_gameIds.size() - 1));
    }
}

void WelcomePanel::showExamples(const std::vector<fs::path>& decks) {
    if (decks == m_exampleFiles && !m_exampleButtons.empty()) return;
    for (wxButton* b : m_exampleButtons) {
        m_examples->Detach(b);
        b->Destroy();
    }
    m_exampleButtons.clear();
    m_exampleFiles = decks;
    for (std::size_t i = 0; i < decks.size(); ++i) {
        auto* b = new wxButton(this, wxID_ANY, toWx(i18n::trf("Open {}", exampleName(decks[i]))));
        b->SetToolTip(_("Opens the example as a new deck of your own, to change as you like"));
        b->Bind(wxEVT_BUTTON, [this, i](wxCommandEvent&) {
            if (onExample && i < m_exampleFiles.size())
                guarded(this, _("Deckhand could not open the example deck."),
                        [&] { onExample(m_exampleFiles[i]); });
        });
        m_examples->Add(b, 0, wxBOTTOM, FromDIP(6));
        m_exampleButtons.push_back(b);
    }
    m_noExamples->Show(decks.empty());
    FitInside();
    Layout();
}

void WelcomePanel::setOverDeck(bool overDeck) {
    m_hide->SetLabel(overDeck ? _("&Back to the deck") : _("Hide this page"));
    m_hide->SetToolTip(overDeck ? _("The deck you were building, as you left it (Help > Welcome "
                                    "page shows this page again)")
                                : _("Help > Welcome page shows it again"));
    Layout();
}

} // namespace deckhand::gui
