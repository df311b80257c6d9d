// SPDX-License-Identifier: GPL-3.0-or-later

#include "card_images.hpp"

#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"
#include "preferences_dialog.hpp"

#include <atomic>
#include <chrono>
#include <fmt/format.h>
#include <memory>
#include <thread>
#include <wx/app.h>
#include <wx/msgdlg.h>
#include <wx/progdlg.h>

namespace deckhand::gui {

namespace {

// What the download thread and the dialog share.
struct Batch {
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
    Result<io::ImageFetchReport> result;
    std::string failure; ///< an exception's message
};

} // namespace

CardImagesSummary downloadAllCardImages(wxWindow* parent, app::ProfileSession& session,
                                        const std::string& gameId) {
    CardImagesSummary summary;
    const wxString failure = _("Deckhand could not download the card images.");
    if (gameId.empty()) return summary;
    const Preferences prefs = Preferences::of(parent);
    if (prefs.images == ImageDownloads::Never) {
        // TRANSLATORS: {} is where the setting is: "Edit > Preferences > Downloads".
        summary.message = i18n::trf("Downloading card images is switched off. Switch it on in {}.",
                                    i18n::tr(kWhereToAllow));
        showFailure(parent, failure, summary.message);
        return summary;
    }
    summary.started = true;
    auto batch = std::make_shared<Batch>();
    app::CardImageRequest request;
    request.game = gameId;
    request.cancel = &batch->cancel;
    request.progress = [batch](std::size_t done, std::size_t total) {
        batch->done = done;
        batch->total = total;
    };
    std::thread worker([batch, request, &session] {
        try {
            batch->result = app::fetchCardImages(session, request);
        } catch (const std::exception& e) {
            batch->failure = e.what();
        }
        batch->finished = true;
    });
    {
        wxProgressDialog progress(
            _("Download all card images"), _("Looking for the images…"), 1000, parent,
            wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_AUTO_HIDE | wxPD_ELAPSED_TIME);
        while (!batch->finished) {
            const std::size_t total = batch->total, done = batch->done;
            const int value = total ? static_cast<int>(done * 999 / total) : 0;
            const wxString text =
                total ? toWx(i18n::trfn("{} of {} image", "{} of {} images", total,
                                        core::shownCount(static_cast<long long>(done)),
                                        core::shownCount(static_cast<long long>(total))))
                      : _("Looking for the images…");
            if (!progress.Update(value, text)) batch->cancel = true;
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            wxTheApp->Yield(true);
        }
    }
    worker.join();

    if (!batch->failure.empty()) {
        summary.message = batch->failure;
    } else if (!batch->result.ok()) {
        for (const auto& e : batch->result.errors)
            summary.message += (summary.message.empty() ? "" : "\n") + e.message;
    } else {
        const auto& r = batch->result.value;
        summary.cancelled = r.cancelled;
        summary.fetched = r.fetched;
        summary.cached = r.cached + r.notModified;
        summary.failed = r.failed;
        summary.total = r.total;
        summary.message =
            r.cancelled
                ? i18n::trfn(
                      "Cancelled: {} downloaded, {} already cached, {} failed, of {} image.",
                      "Cancelled: {} downloaded, {} already cached, {} failed, of {} images.",
                      r.total, core::shownCount(static_cast<long long>(r.fetched)),
                      core::shownCount(static_cast<long long>(summary.cached)),
                      core::shownCount(static_cast<long long>(r.failed)),
                      core::shownCount(static_cast<long long>(r.total)))
                : i18n::trfn("{} downloaded, {} already cached, {} failed, of {} image.",
                             "{} downloaded, {} already cached, {} failed, of {} images.", r.total,
                             core::shownCount(static_cast<long long>(r.fetched)),
                             core::shownCount(static_cast<long long>(summary.cached)),
                             core::shownCount(static_cast<long long>(r.failed)),
                             core::shownCount(static_cast<long long>(r.total)));
        if (r.own)
            summary.message += " " + i18n::trfn("{} card has your own image, not downloaded.",
                                                "{} cards have your own image, not downloaded.",
                                                static_cast<unsigned long>(r.own), r.own);
        if (!r.failures.empty())
            summary.message +=
                "\n" + i18n::trf("The first failure: {}", r.failures.front().message);
    }
    guarded(parent, _("Deckhand could not keep the image cache to its size."),
            [&] { enforceImageCacheLimit(session, prefs); });
    if (!batch->failure.empty() || !batch->result.ok())
        showFailure(parent, failure, summary.message);
    else
        wxMessageBox(toWx(summary.message), _("Download all card images"),
                     wxOK | (summary.failed ? wxICON_WARNING : wxICON_INFORMATION), parent);
    return summary;
}

} // namespace deckhand::gui
