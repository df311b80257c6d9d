// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/subscription.hpp"
#include "deckhand/io/download.hpp"
#include "deckhand/io/image_fetch.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::app {

/// The most files a downloaded game pack may name (card data and Limited lists together).
inline constexpr std::size_t kMaxPackFiles = 5000;
/// The most rows of card data one download may bring: a card-data subscription's file, or all
/// the card files of a downloaded pack together (twice the printings of the biggest real game).
inline constexpr std::size_t kMaxDownloadedRows = 200000;

/// What updating one subscription did.
struct UpdateResult {
    enum class Status {
        Updated,  ///< a new version was downloaded, checked and installed
        UpToDate, ///< the server said nothing changed (304)
        Skipped,  ///< nothing to download (an image URL template)
        Failed,   ///< nothing was changed; see message
    };
    core::Subscription subscription; ///< as recorded after the update
    Status status = Status::Failed;
    std::vector<std::string> changes; ///< what changed, for the user
    std::string message;              ///< why it failed, for the user
    std::vector<ParseError> errors;   ///< the problems in a new version that was refused
    /// The fault is in the URL or in the data behind it (rather than the network or this
    /// computer): the CLI exits 2 rather than 3.
    bool inputError = false;

    [[nodiscard]] bool ok() const { return status != Status::Failed; }
};

/// Game packs, card data, Limited lists and image URL templates the user follows by URL
/// (docs/downloads.md). An update downloads beside the profile, checks the new version with
/// the same readers a local import uses, and only then installs it through the session, which
/// backs up first and changes the profile all or nothing. On any failure what was installed
/// stays and the subscription keeps the reason.
class Subscriptions {
public:
    explicit Subscriptions(ProfileSession& session);

    /// Timeouts and the size cap for every download (maxBytes 0: each kind's own cap).
    io::DownloadOptions& limits() { return m_limits; }
    /// How long an update waits while another Deckhand updates the same subscription before
    /// it stops, changing nothing (default 15 minutes: longer than any one download may take;
    /// 0: it stops at once, as the desktop app's window, which must not freeze, has it).
    std::chrono::milliseconds& lockWait() { return m_lockWait; }
    /// Told when an update has to wait for another Deckhand's update of the same subscription
    /// (so a front end can say why nothing happens yet).
    std::function<void(const core::Subscription&)>& onWaiting() { return m_onWaiting; }
    /// Told as a pack's files arrive: how many of the files it names are done, of how many.
    std::function<void(const core::Subscription&, std::size_t done, std::size_t total)>&
    onProgress() {
        return m_onProgress;
    }
    /// Told as a card-data file's rows are installed: how many are, of about how many (guessed
    /// from how far the file is read until it is read whole).
    std::function<void(const core::Subscription&, std::size_t done, std::size_t total)>&
    onInstalling() {
        return m_onInstalling;
    }

    /// Follows a URL. `game` is required for card data and images and checked against a pack
    /// when given. Nothing is downloaded yet. Errors: a URL against the download rules, an
    /// unknown game, a URL already followed.
    Result<core::Subscription> subscribe(const std::string& url, core::SubscriptionKind kind,
                                         const std::string& game);
    /// Follows, as the game's card data, every URL its pack names where the game publishes its
    /// cards (<card-source>, docs/game-pack.md): the subscriptions added, in the pack's order (a
    /// URL already followed is left as it is). Nothing is downloaded yet. Errors: an unknown
    /// game, a pack that names no source.
    Result<std::vector<core::Subscription>> subscribePackSources(const std::string& game);
    /// Stops following a URL (what it installed stays); false when it was not followed.
    bool unsubscribe(const std::string& url);
    [[nodiscard]] std::vector<core::Subscription> list();

    /// Checks one subscription and installs a new version if there is one. One update of a
    /// subscription runs at a time, across programs: another waits for it (lockWait) and then
    /// checks again from what it installed.
    UpdateResult update(const core::Subscription& subscription);
    /// Updates the subscription with this URL; an error result when there is none.
    UpdateResult update(const std::string& url);
    /// Updates every subscription, oldest first.
    std::vector<UpdateResult> updateAll();

    /// Where a subscription's files live: <profile>/subscriptions/<id>/current.
    [[nodiscard]] std::filesystem::path filesDir(const core::Subscription& subscription) const;

private:
    UpdateResult failed(const core::Subscription& s, std::string message, bool inputError,
                        std::vector<ParseError> errors = {});

    /// update() once it holds the subscription's lock, with the subscription as stored then.
    UpdateResult updateLocked(const core::Subscription& subscription);

    // The steps of updateLocked, on one update's folders and what it has fetched so far.
    struct Staging;
    struct PackFile;
    io::DownloadOptions mainDownloadOptions(const core::Subscription& subscription,
                                            const std::filesystem::path& installed);
    std::vector<ParseError> checkDownload(const core::Subscription& subscription,
                                          const std::filesystem::path& body);
    UpdateResult upToDate(const core::Subscription& subscription, const Staging& staging);
    std::optional<UpdateResult> fetchPackFiles(const core::Subscription& subscription,
                                               Staging& staging, const std::string& packFile);
    std::optional<UpdateResult> fetchPackFile(const core::Subscription& subscription,
                                              Staging& staging, const PackFile& file,
                                              const core::Game& game);
    io::DownloadOptions packFileOptions(Staging& staging, const std::filesystem::path& rel,
                                        bool isCards, const core::Game& game,
                                        const std::string& url);
    std::optional<UpdateResult> keepInstalled(const core::Subscription& subscription,
                                              Staging& staging, const std::filesystem::path& rel,
                                              bool isCards);
    std::optional<UpdateResult> swapIn(const core::Subscription& subscription,
                                       const Staging& staging);
    UpdateResult install(const core::Subscription& subscription, const Staging& staging,
                         const std::string& file, const io::DownloadResult& got);
    std::vector<ParseError> installFile(const core::Subscription& subscription,
                                        const std::string& file, std::vector<std::string>& changes,
                                        std::string& game);

    ProfileSession& m_session;
    io::DownloadOptions m_limits;
    std::chrono::milliseconds m_lockWait{std::chrono::minutes(15)};
    std::function<void(const core::Subscription&)> m_onWaiting;
    std::function<void(const core::Subscription&, std::size_t, std::size_t)> m_onProgress;
    std::function<void(const core::Subscription&, std::size_t, std::size_t)> m_onInstalling;
};

/// What `fetchCardImages` should fetch.
struct CardImageRequest {
    std::string game;
    std::string set;         ///< one set; empty: every set
    std::string urlTemplate; ///< overrides the subscription's and the pack's
    int jobs = 4;
    bool revalidate = false;
    io::DownloadOptions limits; ///< per image (maxBytes 0: 16 MB)
    std::function<void(std::size_t done, std::size_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

/// Where a card image is cached: <profile>/images/<game>/<set>/<number>.<ext>, each part
/// percent-encoded (io::escapeUrlComponent): different printings never share a file, and no
/// part (not even ".." or "a/b") leaves its folder.
[[nodiscard]] std::filesystem::path cardImagePath(const std::filesystem::path& profileDir,
                                                  const std::string& game, const std::string& set,
                                                  const std::string& number,
                                                  const std::string& extension);

/// Where the image the user chose for a card (in the card editor) is kept:
/// <profile>/card-images/<game>/<set>/<number>.<ext>, named as in cardImagePath. It is the
/// user's own file, outside the cache: trimming or clearing the cache never removes it.
[[nodiscard]] std::filesystem::path
userCardImagePath(const std::filesystem::path& profileDir, const std::string& game,
                  const std::string& set, const std::string& number, const std::string& extension);

/// The image file a printing is shown with: the one the user chose (userCardImagePath) over a
/// downloaded one (cardImagePath), in each place the first of `extensions` there is; an empty
/// path when there is none.
[[nodiscard]] std::filesystem::path cardImageFile(const std::filesystem::path& profileDir,
                                                  const std::string& game, const std::string& set,
                                                  const std::string& number,
                                                  std::initializer_list<const char*> extensions = {
                                                      "png", "jpg", "jpeg", "gif", "bmp", "webp"});

/// The download of one printing's image: its URL (the game's image subscription, else the
/// pack's <images> for its set) and its cache path; nullopt when the game gives no URL.
[[nodiscard]] std::optional<io::ImageJob>
cardImageJob(ProfileSession& session, const LoadedGame& game, const core::Printing& printing);

/// Fetches a game's card images into the profile's image cache, several at once. The URL
/// template is the request's, else the game's image subscription, else the pack's <images>
/// for the set. Errors: unknown game or set, no template, a template against the rules.
Result<io::ImageFetchReport> fetchCardImages(ProfileSession& session,
                                             const CardImageRequest& request);

} // namespace deckhand::app
