// SPDX-License-Identifier: GPL-3.0-or-later

// The desktop app under a French catalogue (the build's po/fr.po): its menus, a dialog and the
// verdict pane show French, every menu item is translated and keeps its shortcut, and the
// English the other tests read comes back afterwards. The French words are written here by
// hand, as a French user would read them.

#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_faces_panel.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/scrolled_page.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "preferences_dialog.hpp"

#include <catch2/catch.hpp>
#include <clocale>
#include <cstdlib>
#include <fmt/format.h>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/translation.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

/// French (or `language`) for as long as it lives, as a user whose LC_MESSAGES is fr_FR.UTF-8
/// gets it: core's messages through gettext (app::useUserLanguage()) and the GUI's _() through
/// wxTranslations with the build's catalogue folder; English again afterwards, for the other
/// tests.
class FrenchScope {
public:
    explicit FrenchScope(const char* language = "fr", const char* locale = "fr_FR.UTF-8") {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) {
            const char* value = std::getenv(name);
            m_env[name] = value ? std::optional<std::string>(value) : std::nullopt;
        }
        m_messages = std::setlocale(LC_MESSAGES, nullptr);
        m_time = std::setlocale(LC_TIME, nullptr);
        unsetenv("LC_ALL");
        setenv("LANGUAGE", language, 1);
        setenv("LC_MESSAGES", locale, 1);
        app::useUserLanguage();
        auto* translations = new wxTranslations;
        translations->SetLanguage(language);
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(toWx(app::localeDir().string()));
        translations->AddStdCatalog();
        m_loaded = translations->AddCatalog(app::kTextDomain);
        wxTranslations::Set(translations); // owned by wxWidgets
    }
    ~FrenchScope() {
        wxTranslations::Set(nullptr);
        i18n::install(nullptr);
        std::setlocale(LC_MESSAGES, m_messages.c_str());
        std::setlocale(LC_TIME, m_time.c_str());
        for (const auto& [name, value] : m_env)
            if (value)
                setenv(name.c_str(), value->c_str(), 1);
            else
                unsetenv(name.c_str());
    }
    FrenchScope(const FrenchScope&) = delete;
    FrenchScope& operator=(const FrenchScope&) = delete;

    /// Whether the build's French catalogue was found and read.
    bool loaded() const { return m_loaded; }

private:
    std::map<std::string, std::optional<std::string>> m_env;
    std::string m_messages, m_time;
    bool m_loaded = false;
};

/// Every item of `menu` and its submenus, by its place ("2/5/0"), as its label reads with
/// its mnemonic and shortcut ("&New deck\tCtrl+N").
void collectItems(const wxMenu& menu, const std::string& where,
                  std::map<std::string, std::string>& out) {
    int i = 0;
    for (const wxMenuItem* item : menu.GetMenuItems()) {
        const std::string place = where + "/" + std::to_string(i++);
        if (item->IsSeparator()) continue;
        out[place] = toUtf8(item->GetItemLabel());
        if (item->IsSubMenu()) collectItems(*item->GetSubMenu(), place, out);
    }
}

std::map<std::string, std::string> menuItems(const wxMenuBar& bar) {
    std::map<std::string, std::string> out;
    for (std::size_t m = 0; m < bar.GetMenuCount(); ++m) {
        out[std::to_string(m)] = toUtf8(bar.GetMenuLabel(m));
        collectItems(*bar.GetMenu(m), std::to_string(m), out);
    }
    return out;
}

/// What follows the tab: the shortcut ("Ctrl+N"), "" when there is none.
std::string shortcut(const std::string& label) {
    const auto tab = label.find('\t');
    return tab == std::string::npos ? std::string() : label.substr(tab + 1);
}

// The first list control among `parent`'s children, at any depth.
wxListCtrl* findList(wxWindow* parent) {
    for (wxWindow* child : parent->GetChildren()) {
        if (auto* list = dynamic_cast<wxListCtrl*>(child)) return list;
        if (auto* inner = findList(child)) return inner;
    }
    return nullptr;
}

std::string label(wxWindow* parent, const char* french) {
    wxWindow* w = wxWindow::FindWindowByLabel(wxString::FromUTF8(french), parent);
    return w ? toUtf8(w->GetLabel()) : std::string();
}

} // namespace

TEST_CASE("under a French catalogue every menu item is French and keeps its shortcut",
          "[gui][i18n]") {
    std::map<std::string, std::string> english;
    {
        FrameFixture f;
        english = menuItems(*f.frame->GetMenuBar());
    }
    REQUIRE(english.at("0") == "&File");

    FrenchScope french;
    REQUIRE(french.loaded());
    FrameFixture f;
    const auto shown = menuItems(*f.frame->GetMenuBar());
    CHECK(shown.at("0") == "&Fichier");
    CHECK(shown.at("1") == "&Édition");
    CHECK(shown.at("2") == "&Affichage");
    CHECK(shown.at("3") == "Aid&e");
    CHECK(shown.at("0/0") == "&Nouveau deck\tCtrl+N");
    CHECK(shown.at("2/0") == "&Construire\tCtrl+B");

    // The same items in the same places; each one in French but for the words French shares
    // with English, and with the shortcut it has in English.
    const std::set<std::string> sameInFrench = {"&Collection\tCtrl+1", "Gold&fish\tCtrl+2", "&Deck",
                                                "&Validation"};
    REQUIRE(shown.size() == english.size());
    for (const auto& [place, text] : english) {
        INFO(place << ": " << text);
        REQUIRE(shown.count(place) == 1);
        const std::string& inFrench = shown.at(place);
        CHECK(shortcut(inFrench) == shortcut(text));
        if (sameInFrench.count(text) == 0) CHECK(inFrench != text);
    }
}

TEST_CASE("under a French catalogue the Preferences dialog is French", "[gui][i18n]") {
    FrenchScope french;
    REQUIRE(french.loaded());
    FrameFixture f;
    PreferencesDialog dialog(f.frame, *f.session, f.frame->config());
    dialog.Show();
    pump(50);
    CHECK(toUtf8(dialog.GetTitle()) == "Préférences");
    CHECK(label(&dialog, "Téléchargements") == "Téléchargements");
    CHECK(label(&dialog, "&Vider le cache d’images") == "&Vider le cache d’images");
    CHECK(label(&dialog, "Utiliser le dossier par &défaut") == "Utiliser le dossier par &défaut");
    // Core's gettext side: a sentence the dialog builds with i18n::trf.
    CHECK(has(dialog.profileText(), "En cours d’utilisation : "));
    CHECK(has(dialog.nextProfileText(), "Au prochain démarrage : "));
    dialog.Destroy();
}

TEST_CASE("under a French catalogue the verdict pane is French", "[gui][i18n]") {
    FrenchScope french;
    REQUIRE(french.loaded());
    FrameFixture f;
    CHECK(verdict(*f.frame) == "Aucun deck ouvert");
    REQUIRE(f.frame->selectGame("plu"));

    f.frame->openDeck(deckFile("plu", "legal.txt"));
    CHECK(verdict(*f.frame) == "LÉGAL");
    const std::string counts = toUtf8(f.frame->report()->counts()->GetLabel());
    CHECK(has(counts, "41 cartes"));
    CHECK(has(counts, "0 erreur"));
    CHECK(has(counts, "avertissement"));
    CHECK(has(summary(*f.frame), "format Tournoi, date de l’événement "));
    REQUIRE_FALSE(f.frame->report()->items().empty());
    CHECK(f.frame->report()->items().front().text ==
          "Aucun problème : le deck respecte toutes les règles du format Tournoi.");

    f.frame->openDeck(deckFile("plu", "fighter.txt"));
    CHECK(verdict(*f.frame) == "ILLÉGAL");
    const int line = problemFor(*f.frame, "fighter");
    REQUIRE(line >= 0);
    CHECK(has(problemLines(*f.frame)[static_cast<std::size_t>(line)], "ERREUR"));
    CHECK_FALSE(has(problemLines(*f.frame)[static_cast<std::size_t>(line)], "ERROR"));
}

TEST_CASE("in French and German a 1024x700 window shows every tool whole in its width and the "
          "browser's check boxes inside their pane",
          "[gui][i18n]") {
    // The longer languages' labels made the Collection's buttons, the Limited lists' boxes and
    // the deck's statistics wider than the window (their tab scrolled sideways, "Wish for..."
    // and the broken decks out of view), and cut "Search rules text too" at the pane's edge.
    for (const auto& [language, locale] :
         {std::pair{"fr", "fr_FR.UTF-8"}, std::pair{"de", "de_DE.UTF-8"}}) {
        INFO(language);
        FrenchScope scope(language, locale);
        REQUIRE(scope.loaded());
        FrameFixture f;
        REQUIRE(f.frame->selectGame("plu"));
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        f.frame->SetSize(f.frame->FromDIP(wxSize(1024, 700)));
        pump(400);
        const auto whole = [](wxWindow* tool) {
            const wxWindow* page = tool->GetParent();
            INFO("tool " << tool->GetSize().x << " px wide in a page " << page->GetClientSize().x
                         << " px wide");
            CHECK(tool->GetSize().x <= page->GetClientSize().x);
        };
        const std::pair<const char*, std::function<wxWindow*()>> tools[] = {
            {MainFrame::PaneCollection, [&] { return f.frame->collection(); }},
            {MainFrame::PaneGoldfish, [&] { return f.frame->goldfish(); }},
            {MainFrame::PaneLists, [&] { return f.frame->limitedLists(); }},
            {MainFrame::PanePacks, [&] { return f.frame->games(); }},
            {MainFrame::PaneStats, [&] { return f.frame->deckStats(); }},
            {MainFrame::PaneFaces, [&] { return f.frame->deckFaces(); }},
        };
        for (const auto& [pane, tool] : tools) {
            INFO(pane);
            f.frame->showPane(pane);
            pump(300);
            whole(tool());
        }
        f.frame->showPane(MainFrame::PaneBuild);
        pump(300);
        wxWindow* box = f.frame->browser()->inRulesText();
        const wxRect pane(f.frame->browser()->GetScreenPosition(), f.frame->browser()->GetSize());
        INFO("the check box at " << box->GetScreenPosition().x << " + " << box->GetSize().x
                                 << " in a pane ending at " << pane.GetRight());
        CHECK(pane.Contains(wxRect(box->GetScreenPosition(), box->GetBestSize())));
    }
}

TEST_CASE("after the French catalogue the app speaks English again", "[gui][i18n]") {
    { FrenchScope french; }
    FrameFixture f;
    CHECK(toUtf8(f.frame->GetMenuBar()->GetMenuLabel(0)) == "&File");
    CHECK(verdict(*f.frame) == "No deck open");
}

TEST_CASE("under a French locale the goldfish odds are written the French way", "[gui][i18n]") {
    // A French user's numbers (LC_NUMERIC) with the French catalogue: read at start, as the
    // app does; the C form again afterwards, for the other tests.
    const char* old = std::getenv("LC_NUMERIC");
    const std::optional<std::string> saved = old ? std::optional<std::string>(old) : std::nullopt;
    setenv("LC_NUMERIC", "fr_FR.UTF-8", 1);
    {
        FrenchScope french;
        REQUIRE(french.loaded());
        auto* frame = new wxFrame(nullptr, wxID_ANY, "Goldfish", wxPoint(0, 0), wxSize(1275, 600));
        auto* page = new ScrolledPage(frame);
        auto* panel = page->hold(new GoldfishPanel(page));
        frame->Show();
        pump(100);
        const auto* game = library().find("plu");
        REQUIRE(game);
        auto deck = app::loadGoldfishDeck(*game, "", deckFile("plu", "legal.txt"));
        REQUIRE(deck.ok());
        panel->setDeck(game, deck.value, "legal.txt");
        panel->addNeed(2, "weight", "Light");
        panel->byTurnSpin()->SetValue(1);
        panel->trialsChoice()->SetSelection(0); // 10,000 games
        // Written by hand: "10 000" with a narrow no-break space, as fr_FR groups thousands.
        CHECK(toUtf8(panel->trialsChoice()->GetString(0)) == "10\u202f000 parties");
        wxCommandEvent press(wxEVT_BUTTON, panel->calculateButton()->GetId());
        press.SetEventObject(panel->calculateButton());
        panel->calculateButton()->GetEventHandler()->ProcessEvent(press);
        REQUIRE(waitFor([&] { return !panel->busy(); }, 60000));
        INFO(panel->status());
        CHECK(has(panel->status(), "10\u202f000"));
        REQUIRE(panel->rows().size() == 2);
        REQUIRE(panel->rows().front().exact);
        // The chance as a French reader writes it: two decimals after a comma, a no-break
        // space before the sign ("12,34 %"), made here from the number itself.
        std::string expected = fmt::format("{:.2f}", 100 * *panel->rows().front().exact);
        expected.replace(expected.find('.'), 1, ",");
        expected += "\u00a0%";
        wxListCtrl* table = findList(panel);
        REQUIRE(table);
        CHECK(toUtf8(table->GetItemText(0, 1)) == expected);
        frame->Destroy();
        pump(50);
    }
    if (saved)
        setenv("LC_NUMERIC", saved->c_str(), 1);
    else
        unsetenv("LC_NUMERIC");
    core::setShownNumberForm({});
    CHECK(core::shownChance(0.125) == "12.50%");
}
