// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/card_preview.hpp"

#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/image_cache.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/html.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/image_decode.hpp"
#include "deckhand/io/image_header.hpp"
#include "guard.hpp"
#include "preferences_dialog.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <wx/button.h>
#include <wx/dcbuffer.h>
#include <wx/image.h>
#include <wx/log.h>
#include <wx/mstream.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace deckhand::gui {

namespace {

std::string upper(std::string s) {
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return s;
}

// Decoded pixels as a wxImage, which takes malloc'd buffers and frees them itself.
wxImage imageOf(const io::DecodedImage& decoded) {
    const std::size_t n =
        static_cast<std::size_t>(decoded.width) * static_cast<std::size_t>(decoded.height);
    auto* rgb = static_cast<unsigned char*>(std::malloc(n * 3));
    auto* alpha = static_cast<unsigned char*>(std::malloc(n));
    if (!rgb || !alpha) {
        std::free(rgb);
        std::free(alpha);
        return {};
    }
    for (std::size_t i = 0; i < n; ++i) {
        std::memcpy(rgb + i * 3, &decoded.rgba[i * 4], 3);
        alpha[i] = decoded.rgba[i * 4 + 3];
    }
    return wxImage(decoded.width, decoded.height, rgb, alpha);
}

} // namespace

CardImage::CardImage(wxWindow* parent) : wxWindow(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(126, 176)));
    Bind(wxEVT_PAINT, &CardImage::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

wxImage readCardImage(const std::string& path, std::string* refused) {
    wxImage image;
    if (path.empty()) return image;
    // Its size is checked from its header before wx decodes it: a small file that says it is
    // 20000 x 20000 pixels would cost gigabytes (io::kMaxImageSide).
    const auto bytes = io::readWholeFile(path);
    if (!bytes.ok()) return image;
    const auto header = io::readImageHeader(bytes.value, path);
    if (!header.ok()) {
        if (refused) *refused = header.errors.front().str();
        return image;
    }
    if (header.value.format == io::ImageFormat::Gif ||
        header.value.format == io::ImageFormat::WebP) {
        // wx 3.2 reads no WebP: both go through the decoder proxies use.
        const auto decoded = io::decodeImage(bytes.value, path);
        if (decoded.ok())
            image = imageOf(decoded.value);
        else if (refused)
            *refused = decoded.errors.front().str();
        return image;
    }
    wxLogNull quiet; // a broken cached file shows the drawn face, not a log window
    wxMemoryInputStream in(bytes.value.data(), bytes.value.size());
    image.LoadFile(in);
    if (!image.IsOk() && refused)
        // TRANSLATORS: the file, then the kind of image ("WebP").
        *refused = i18n::trf("{}: {} image: it could not be decoded (damaged, or a kind this "
                             "app cannot show)",
                             path, io::imageFormatName(header.value.format));
    return image;
}

void CardImage::show(const std::string& path, const std::optional<core::CardFace>& face) {
    std::string refused; // why a cached file is not shown
    m_image = readCardImage(path, &refused);
    m_face = face;
    m_faceBitmap = wxBitmap();
    if (m_face && !m_image.IsOk())
        SetToolTip(toWx(
            refused.empty()
                ? i18n::tr("No image of this card is cached: its face is drawn from its data.")
                : i18n::trf("The cached image is not shown ({}): the card's face is drawn from its "
                            "data.",
                            refused)));
    else
        UnsetToolTip();
    Refresh();
}

void CardImage::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const wxSize area = GetClientSize();
    if (area.x < 10 || area.y < 10) return;
    // A card is 63 x 88 mm: fit that shape into the pane, centred.
    const int margin = FromDIP(6);
    int h = area.y - 2 * margin;
    int w = h * 63 / 88;
    if (w > area.x - 2 * margin) {
        w = area.x - 2 * margin;
        h = w * 88 / 63;
    }
    const wxRect card((area.x - w) / 2, (area.y - h) / 2, w, h);
    if (m_image.IsOk()) {
        const double scale =
            std::min(double(w) / m_image.GetWidth(), double(h) / m_image.GetHeight());
        const int iw = std::max(1, static_cast<int>(m_image.GetWidth() * scale));
        const int ih = std::max(1, static_cast<int>(m_image.GetHeight() * scale));
        dc.DrawBitmap(wxBitmap(m_image.Scale(iw, ih, wxIMAGE_QUALITY_HIGH)), (area.x - iw) / 2,
                      (area.y - ih) / 2);
        return;
    }
    if (m_face) {
        m_faceBitmap = m_faces.bitmap(*m_face, card.GetSize());
        dc.DrawBitmap(m_faceBitmap, card.GetPosition(), true);
        return;
    }
    // No card: an empty card outline.
    dc.SetPen(wxPen(wxColour(0xC5, 0xCB, 0xD3), FromDIP(2)));
    dc.SetBrush(wxBrush(wxColour(0xF4, 0xF6, 0xF8)));
    dc.DrawRoundedRectangle(card, FromDIP(8));
}

// What the download thread and the preview share: the thread never touches the preview.
struct CardPreview::Download {
    std::atomic<bool> cancel{false};
};

namespace {

// The labels of the details' rows (show()) that a printing may have.
std::vector<std::string> detailLabels(const core::Game& game, const core::Printing& p) {
    std::vector<std::string> labels = {i18n::tr("Set"), i18n::tr("Released"), i18n::tr("Number"),
                                       i18n::tr("Rarity")};
    for (const auto& f : game.fields)
        labels.push_back(f.label);
    for (const auto& [key, value] : p.extras)
        labels.push_back(key);
    return labels;
}

} // namespace

std::size_t CardPreview::valueChars(const std::vector<std::string>& labels) const {
    const int room = m_details->GetClientSize().x;
    if (room <= 0) return std::string::npos; // not laid out yet: it is shown again when it is
    int label = 0;
    for (const auto& l : labels)
        label = std::max(label, m_details->GetTextExtent(toWx(l)).x);
    // An average character of the ids and addresses that run long, with some to spare.
    const wxString sample = "abcdefghijklmnopqrstuvwxyz0123456789-/._";
    const double perChar =
        1.15 * m_details->GetTextExtent(sample).x / static_cast<double>(sample.length());
    const int values = room - label - 2 * FromDIP(4) - FromDIP(24); // borders, cell padding
    return static_cast<std::size_t>(std::max(8.0, values / perChar));
}

CardPreview::CardPreview(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
    // The card and its details are on the window colour: the strip under the card too.
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW));
    m_image = new CardImage(this);
    m_download = new wxButton(this, wxID_ANY, _("&Download image"));
    m_imageStatus =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    m_details =
        new wxHtmlWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    m_details->SetBorders(FromDIP(4));
    auto* imageCol = new wxBoxSizer(wxVERTICAL);
    imageCol->Add(m_image, 1, wxEXPAND);
    imageCol->Add(m_download, 0, wxALIGN_CENTER_HORIZONTAL | wxTOP, 2);
    imageCol->Add(m_imageStatus, 0, wxEXPAND | wxALL, 2);
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    sizer->Add(imageCol, 2, wxEXPAND);
    sizer->Add(m_details, 3, wxEXPAND);
    SetSizer(sizer);
    m_download->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { downloadImage(); });
    // Long values are broken to the pane's width: shown again when the room for them changes.
    m_details->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] {
            if (!m_game || !m_printing) return;
            if (valueChars(detailLabels(m_game->game, *m_printing)) != m_valueChars)
                show(m_game, m_printing);
        });
    });
    show(nullptr, nullptr);
}

CardPreview::~CardPreview() {
    stopDownload();
}

std::string CardPreview::imageStatus() const {
    return toUtf8(m_imageStatus->GetLabel());
}

void CardPreview::stopDownload() {
    if (m_job) m_job->cancel = true;
    if (m_worker.joinable()) m_worker.join();
    m_job.reset();
    m_downloadDone = true;
}

void CardPreview::downloadImage() {
    if (!m_game || !m_printing) return;
    if (Preferences::of(this).images == ImageDownloads::Never) {
        showFailure(this, _("Deckhand could not download the card image."),
                    i18n::trf("Downloading card images is switched off. Switch it on in {}.",
                              i18n::tr(kWhereToAllow)));
        return;
    }
    startDownload(true);
}

void CardPreview::startDownload(bool asked) {
    stopDownload();
    const auto next = app::cardImageJob(m_session, *m_game, *m_printing);
    if (!next) return;
    m_job = std::make_shared<Download>();
    m_downloadDone = false;
    m_download->Disable();
    m_imageStatus->SetLabel(_("Downloading the image…"));
    auto state = m_job;
    const core::Printing* printing = m_printing;
    m_worker = std::thread([this, state, printing, job = *next, asked] {
        io::ImageFetchOptions o;
        o.jobs = 1;
        o.download.maxBytes = 16ull << 20;
        o.cancel = &state->cancel;
        std::string error;
        try {
            const auto report = io::fetchImages({job}, o);
            if (report.failed > 0 && !report.failures.empty())
                error = report.failures.front().message;
            else if (report.cancelled)
                error = i18n::tr("cancelled");
        } catch (const std::exception& e) {
            error = e.what();
        }
        if (state->cancel) return; // the preview is going, or showing another card
        CallAfter([this, state, printing, path = job.target.string(), error, asked] {
            onDownloaded(state, printing, path, error, asked);
        });
    });
}

void CardPreview::onDownloaded(const std::shared_ptr<Download>& state,
                               const core::Printing* printing, const std::string& path,
                               const std::string& error, bool asked) {
    if (state != m_job) return; // a download stopped since
    if (m_worker.joinable()) m_worker.join();
    m_job.reset();
    m_downloadDone = true;
    if (printing != m_printing) return;
    if (!error.empty()) {
        m_imageStatus->SetLabel(_("The image could not be downloaded."));
        m_imageStatus->SetToolTip(toWx(error));
        m_download->Enable();
        if (asked)
            showFailure(
                this, _("Deckhand could not download the card image."),
                error + "\n\n" +
                    i18n::tr("Try again later, or check the game's image URL (Game packs)."));
        return;
    }
    guarded(this, _("Deckhand could not keep the image cache to its size."), [&] {
        app::touchCachedImage(path);
        enforceImageCacheLimit(m_session, Preferences::of(this));
    });
    m_imageStatus->SetLabel("");
    showImage();
}

void CardPreview::show(const app::LoadedGame* game, const core::Printing* p) {
    if (p != m_printing) stopDownload();
    m_printing = p;
    m_game = game;
    if (!game || !p) {
        m_image->show({}, std::nullopt);
        m_download->Hide();
        m_imageStatus->SetLabel("");
        m_html = "<p><font color=\"#606b75\">" +
                 toUtf8(_("Select a card in the browser or the deck to see it here.")) +
                 "</font></p>";
        m_details->SetPage(toWx(breakableHtml(m_html)));
        return;
    }
    const core::Game& g = game->game;
    showImage();

    // Copies owned of each printing of this card.
    std::map<std::pair<std::string, std::string>, int> owned;
    for (const auto& item : m_session.ownedPrintings(g.id))
        owned[{upper(item.set), upper(item.number)}] += item.quantity;
    auto ownedOf = [&](const core::Printing& q) {
        const auto it = owned.find({upper(q.set()), upper(q.number())});
        return it == owned.end() ? 0 : it->second;
    };

    std::string h =
        "<h3>" + escapeHtml(p->name()) + "</h3><table cellspacing=\"0\" cellpadding=\"2\">";
    // The widest label sets how much room the values have beside them.
    m_valueChars = valueChars(detailLabels(g, *p));
    auto row = [&](const std::string& label, const std::string& value) {
        if (value.empty()) return;
        h += "<tr><td valign=\"top\"><font color=\"#606b75\">" + escapeHtml(label) +
             "</font></td><td>" + breakableHtml(escapeHtml(value), m_valueChars) + "</td></tr>";
    };
    // The set by the name the user sees (their own over the publisher's), read once a game.
    if (m_setsOf != game || m_setsOfId != g.id || m_setsVersion != m_session.dataVersion()) {
        m_sets = app::gameSets(m_session, *game);
        m_setsOf = game;
        m_setsOfId = g.id;
        m_setsVersion = m_session.dataVersion();
    }
    row(i18n::tr("Set"), app::setTitle(m_sets, p->set()));
    if (const app::GameSet* set = app::findSet(m_sets, p->set()))
        row(i18n::tr("Released"), set->released);
    row(i18n::tr("Number"), p->number());
    row(i18n::tr("Rarity"), p->rarity());
    for (std::size_t i = 0; i < g.fields.size(); ++i)
        row(g.fields[i].label, p->values[static_cast<std::size_t>(core::BuiltinFieldCount) + i]);
    for (const auto& [key, value] : p->extras)
        row(key, value);
    h += "</table>";
    if (!p->text().empty()) h += "<p>" + escapeHtml(p->text()) + "</p>";

    const auto& printings = game->catalogue.byName(p->foldedName);
    int total = 0;
    h += "<p><b>" + escapeHtml(i18n::tr("Printings")) + "</b><br>";
    for (const core::Printing* q : printings) {
        const int n = ownedOf(*q);
        total += n;
        const bool current = q == p;
        const std::string rarity =
            q->rarity().empty() ? std::string() : " · " + escapeHtml(q->rarity());
        const app::GameSet* qSet = app::findSet(m_sets, q->set());
        const std::string setName =
            !qSet || qSet->name.empty() ? std::string() : " · " + escapeHtml(qSet->name);
        h += std::string(current ? "<b>" : "") + escapeHtml(q->set() + " " + q->number()) +
             (current ? "</b>" : "") + setName + rarity + " · " +
             (n > 0 ? i18n::trfn("{} owned", "{} owned", static_cast<unsigned long>(n), n)
                    : i18n::tr("not owned")) +
             "<br>";
    }
    h += "</p>";
    // TRANSLATORS: the copies of a card the collection holds, in all its printings.
    h += "<p>" +
         i18n::trfn("<b>Owned:</b> {} copy of {}", "<b>Owned:</b> {} copies of {}",
                    static_cast<unsigned long>(total), total, escapeHtml(p->name())) +
         "</p>";
    m_html = h;
    // Broken where the script allows too: Japanese rules text has no spaces to break at.
    m_details->SetPage(toWx(breakableHtml(m_html)));
}

} // namespace deckhand::gui

namespace deckhand::gui {

// The image the user chose or a download put in the cache (any of the usual extensions); else the
// placeholder, and the way to download it when the game gives a URL.
void CardPreview::showImage() {
    const core::Printing* p = m_printing;
    if (!m_game || !p) return;
    const std::string imagePath =
        app::cardImageFile(m_session.dir(), m_game->game.id, p->set(), p->number()).string();
    m_image->show(imagePath, core::cardFace(m_game->game, *p));
    if (!imagePath.empty()) app::touchCachedImage(imagePath); // used now: trimmed last
    bool canDownload = false;
    if (imagePath.empty()) {
        try {
            canDownload = app::cardImageJob(m_session, *m_game, *p).has_value();
        } catch (const std::exception&) {
            canDownload =
                false; // an unreadable subscription list: no button, the browser still works
        }
    }
    m_download->Show(canDownload);
    m_download->Enable(canDownload && !downloading());
    if (!downloading()) m_imageStatus->SetLabel("");
    Layout();
    if (canDownload && !downloading() && Preferences::of(this).images == ImageDownloads::Automatic)
        startDownload(false);
}

} // namespace deckhand::gui
