// SPDX-License-Identifier: GPL-3.0-or-later

// Downloads: subscriptions to game packs, card data and Limited lists by URL, and card images.
#include "command.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <fmt/format.h>
#include <iostream>
#include <ostream>
#include <unistd.h>

namespace deckhand::cli {

namespace {

// A progress line is on the terminal, not ended yet (an update that failed part way).
bool g_progressLine = false;

// Prints what an update did; returns its exit code.
int report(Context& ctx, const app::UpdateResult& r) {
    if (g_progressLine) ctx.err << "\n";
    g_progressLine = false;
    if (r.ok()) {
        for (const auto& line : r.changes)
            ctx.out << line << "\n";
        return ExitOk;
    }
    ctx.err << i18n::trf("error: {}\n", r.message);
    if (r.errors.size() > 1) printErrors(ctx.err, r.errors);
    ctx.err << i18n::tr("Nothing was changed: what was installed stays.\n");
    return r.inputError ? ExitInput : ExitSystem;
}

// The worst of several exit codes: a network or system failure outranks bad input.
int worst(int a, int b) {
    return std::max(a, b);
}

std::string status(const core::Subscription& s) {
    if (!s.lastError.empty()) return i18n::trf("failed: {}", s.lastError);
    if (s.kind == core::SubscriptionKind::Images) return i18n::tr("image URL template");
    if (s.updatedAt.empty()) return i18n::tr("not downloaded yet (run `deckhand-cli update`)");
    return s.checkedAt != s.updatedAt
               ? i18n::trf("installed {}, checked {}", s.updatedAt, s.checkedAt)
               : i18n::trf("installed {}", s.updatedAt);
}

// Says why an update has not started yet: another Deckhand is updating the same subscription;
// and on a terminal, how many of a pack's files have arrived (a line of stderr, rewritten).
void showWaitAndProgress(Context& ctx, app::Subscriptions& subs) {
    subs.onWaiting() = [&ctx](const core::Subscription& s) {
        ctx.out << i18n::trf("{}: another Deckhand is updating it; waiting for it to finish\n",
                             s.url)
                << std::flush;
    };
    if (&ctx.rawErr != &std::cerr || !::isatty(STDERR_FILENO)) return;
    subs.onProgress() = [&ctx](const core::Subscription& s, std::size_t done, std::size_t total) {
        if (total == 0) return;
        ctx.rawErr << '\r' << std::flush; // the program's own: the URL goes through the filter
        ctx.err << i18n::trf("{}: files {}/{}", s.url, done, total) << (done == total ? "\n" : "")
                << std::flush;
        g_progressLine = done != total;
    };
    // A card-data file's rows as they are installed (every 1,000).
    subs.onInstalling() = [&ctx](const core::Subscription& s, std::size_t done, std::size_t total) {
        if (total == 0) return;
        ctx.rawErr << '\r' << std::flush;
        ctx.err << i18n::trf("{}: installed {} of {} rows", s.url, groupThousands(done),
                             groupThousands(std::max(done, total)))
                << (done >= total ? "\n" : "") << std::flush;
        g_progressLine = done < total;
    };
}

std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int) {
    g_interrupted = true;
}

struct SubscribeArgs {
    std::string kind;
    std::string game;
    std::string url;
    bool noUpdate = false;
    bool packSources = false;
};

// subscribe --pack-sources --game G: every card-data URL the game's pack names.
int subscribePackSources(Context& ctx, const SubscribeArgs& a) {
    if (!a.url.empty() || (!a.kind.empty() && a.kind != "cards") || a.game.empty()) {
        ctx.err << i18n::tr(
            "error: --pack-sources follows the card data the pack of --game names: give "
            "--game, and no URL\n");
        return ExitInput;
    }
    app::Subscriptions subs(ctx.session());
    auto added = subs.subscribePackSources(a.game);
    if (!added.ok()) printErrors(ctx.err, added.errors);
    if (added.value.empty()) {
        if (added.ok()) ctx.out << i18n::trf("{}'s card sources are followed already\n", a.game);
        return added.ok() ? ExitOk : ExitInput;
    }
    for (const auto& s : added.value)
        ctx.out << i18n::trf("subscribed to {} (cards, {})\n", s.url, a.game);
    if (a.noUpdate) return ExitOk;
    showWaitAndProgress(ctx, subs);
    int code = ExitOk;
    for (const auto& s : added.value) {
        const int one = report(ctx, subs.update(s));
        if (one != ExitOk) code = one;
    }
    return added.ok() ? code : ExitInput;
}

int subscribe(Context& ctx, const SubscribeArgs& a) {
    if (a.packSources) return subscribePackSources(ctx, a);
    if (a.kind.empty() || a.url.empty()) {
        ctx.err << i18n::tr(
            "error: subscribe needs --kind and a URL (or --pack-sources --game ID)\n");
        return ExitInput;
    }
    app::Subscriptions subs(ctx.session());
    auto added = subs.subscribe(a.url, *core::parseKind(a.kind), a.game);
    if (!added.ok()) {
        printErrors(ctx.err, added.errors);
        return ExitInput;
    }
    ctx.out << i18n::trf("subscribed to {} ({}{})\n", a.url, a.kind,
                         a.game.empty() ? "" : ", " + a.game);
    if (a.noUpdate || added.value.kind == core::SubscriptionKind::Images) return ExitOk;
    showWaitAndProgress(ctx, subs);
    const int code = report(ctx, subs.update(added.value));
    if (code != ExitOk)
        ctx.err << i18n::trf("The subscription is kept: `deckhand-cli update {}` tries again, "
                             "`deckhand-cli unsubscribe {}` removes it.\n",
                             a.url, a.url);
    return code;
}

int unsubscribe(Context& ctx, const std::string& url) {
    app::Subscriptions subs(ctx.session());
    if (!subs.unsubscribe(url)) {
        ctx.err << i18n::trf(
            "error: not subscribed to {} (`deckhand-cli subscriptions` lists them)\n", url);
        return ExitInput;
    }
    ctx.out << i18n::trf("unsubscribed from {}\n", url);
    return ExitOk;
}

struct UpdateArgs {
    bool all = false;
    std::string url;
};

int update(Context& ctx, const UpdateArgs& a) {
    app::Subscriptions subs(ctx.session());
    showWaitAndProgress(ctx, subs);
    if (!a.url.empty()) return report(ctx, subs.update(a.url));
    const auto results = subs.updateAll();
    if (results.empty())
        ctx.out << i18n::tr("no subscriptions (`deckhand-cli subscribe` adds one)\n");
    int code = ExitOk;
    for (const auto& r : results)
        code = worst(code, report(ctx, r));
    return code;
}

int listSubscriptions(Context& ctx) {
    app::Subscriptions subs(ctx.session());
    const auto all = subs.list();
    if (all.empty()) ctx.out << i18n::tr("no subscriptions (`deckhand-cli subscribe` adds one)\n");
    for (const auto& s : all)
        ctx.out << fmt::format("{}\n    {}{}: {}\n", s.url, core::kindName(s.kind),
                               s.game.empty() ? "" : ", " + s.game, status(s));
    return ExitOk;
}

struct ImagesArgs {
    std::string game;
    std::string set;
    std::string url;
    int jobs = 4;
    bool refresh = false;
};

// Fetches the images; on a terminal with a progress line, and Ctrl+C stops after the images in
// flight.
Result<io::ImageFetchReport> fetchWithProgress(Context& ctx, const ImagesArgs& a) {
    app::CardImageRequest req;
    req.game = a.game;
    req.set = a.set;
    req.urlTemplate = a.url;
    req.jobs = a.jobs;
    req.revalidate = a.refresh;
    const bool terminal = &ctx.rawErr == &std::cerr && ::isatty(STDERR_FILENO);
    g_interrupted = false;
    req.cancel = &g_interrupted;
    if (terminal)
        req.progress = [&ctx](std::size_t done, std::size_t total) {
            ctx.rawErr << fmt::format("\rimages: {}/{}", done, total) << std::flush;
        };
    auto previous = terminal ? std::signal(SIGINT, onInterrupt) : SIG_DFL;
    auto r = app::fetchCardImages(ctx.session(), req);
    if (terminal) {
        std::signal(SIGINT, previous);
        ctx.err << "\n";
    }
    return r;
}

// "images for plu: 3 fetched, 2 already cached, 0 failed, of 5 (in DIR)", each variant whole.
std::string imagesFetched(const std::string& game, const io::ImageFetchReport& rep, bool refresh,
                          const std::string& folder) {
    if (rep.own == 0)
        return refresh ? i18n::trf("images for {}: {} fetched, {} already cached, {} unchanged, {} "
                                   "failed, of {} (in {})\n",
                                   game, rep.fetched, rep.cached, rep.notModified, rep.failed,
                                   rep.total, folder)
                       : i18n::trf("images for {}: {} fetched, {} already cached, {} failed, of {} "
                                   "(in {})\n",
                                   game, rep.fetched, rep.cached, rep.failed, rep.total, folder);
    const auto own = static_cast<unsigned long>(rep.own);
    // TRANSLATORS: as above, then how many cards have an image the user chose.
    return refresh ? i18n::trfn("images for {}: {} fetched, {} already cached, {} unchanged, {} "
                                "failed, of {}; {} card has your own image (in {})\n",
                                "images for {}: {} fetched, {} already cached, {} unchanged, {} "
                                "failed, of {}; {} cards have your own image (in {})\n",
                                own, game, rep.fetched, rep.cached, rep.notModified, rep.failed,
                                rep.total, rep.own, folder)
                   : i18n::trfn("images for {}: {} fetched, {} already cached, {} failed, of {}; "
                                "{} card has your own image (in {})\n",
                                "images for {}: {} fetched, {} already cached, {} failed, of {}; "
                                "{} cards have your own image (in {})\n",
                                own, game, rep.fetched, rep.cached, rep.failed, rep.total, rep.own,
                                folder);
}

int fetchImages(Context& ctx, const ImagesArgs& a) {
    auto r = fetchWithProgress(ctx, a);
    if (!r.ok()) {
        printErrors(ctx.err, r.errors);
        return ExitInput;
    }
    const auto& rep = r.value;
    const std::string folder = (ctx.session().dir() / "images" / a.game).string();
    ctx.out << imagesFetched(a.game, rep, a.refresh, folder);
    for (const auto& f : rep.failures)
        ctx.err << i18n::trf("error: {}\n", f.message);
    if (rep.cancelled) {
        ctx.err << i18n::tr("cancelled: the images fetched so far are kept\n");
        return ExitSystem;
    }
    return rep.failed ? ExitSystem : ExitOk;
}

} // namespace

CommandRunner addSubscribeCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<SubscribeArgs>();
    auto* cmd = parent.add_subcommand(
        "subscribe",
        i18n::tr("Follow a game pack, card data, a Limited list or card images by URL"));
    cmd->add_option("--kind", a->kind, i18n::tr("pack, cards, limited-list or images"))
        ->check(CLI::IsMember({"pack", "cards", "limited-list", "images"}));
    cmd->add_option("--game", a->game, i18n::tr("Game id (required for cards and images)"));
    cmd->add_flag("--pack-sources", a->packSources,
                  i18n::tr("Follow every card-data URL the pack of --game names (<card-source>)"));
    cmd->add_flag("--no-update", a->noUpdate,
                  i18n::tr("Only record the subscription; download on the next `update`"));
    cmd->add_option(
        "URL", a->url,
        i18n::tr("https URL (plain http only to this computer); for images a template with "
                 "{set} {number} {name} {game}"));
    return [&ctx, a] { return subscribe(ctx, *a); };
}

CommandRunner addUnsubscribeCommand(CLI::App& parent, Context& ctx) {
    auto url = std::make_shared<std::string>();
    auto* cmd = parent.add_subcommand("unsubscribe",
                                      i18n::tr("Stop following a URL (what it installed stays)"));
    cmd->add_option("URL", *url, i18n::tr("A subscribed URL"))->required();
    return [&ctx, url] { return unsubscribe(ctx, *url); };
}

CommandRunner addUpdateCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<UpdateArgs>();
    auto* cmd = parent.add_subcommand(
        "update", i18n::tr("Download and install what changed behind the subscriptions"));
    auto* all = cmd->add_flag("--all", a->all, i18n::tr("Every subscription (the default)"));
    cmd->add_option("URL", a->url, i18n::tr("Only this subscription"))->excludes(all);
    return [&ctx, a] { return update(ctx, *a); };
}

CommandRunner addSubscriptionsCommand(CLI::App& parent, Context& ctx) {
    parent.add_subcommand("subscriptions",
                          i18n::tr("List the subscriptions and how their last update went"));
    return [&ctx] { return listSubscriptions(ctx); };
}

CommandRunner addImagesCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ImagesArgs>();
    auto* cmd = parent.add_subcommand("images",
                                      i18n::tr("Card images: fetch them into the profile's cache"));
    cmd->require_subcommand(1);
    auto* fetch =
        cmd->add_subcommand("fetch", i18n::tr("Fetch a game's card images (cached ones are kept)"));
    fetch->add_option("--game", a->game, i18n::tr("Game id"))->required();
    fetch->add_option("--set", a->set, i18n::tr("Only this set"));
    fetch->add_option("--jobs", a->jobs, i18n::tr("Downloads at once (default 4)"))
        ->check(CLI::Range(1, 16));
    fetch->add_option("--url", a->url,
                      i18n::tr("URL template, e.g. https://example.org/{set}/{number}.png"));
    fetch->add_flag("--refresh", a->refresh,
                    i18n::tr("Ask the server whether cached images changed (ETag)"));
    return [&ctx, a] { return fetchImages(ctx, *a); };
}

} // namespace deckhand::cli
