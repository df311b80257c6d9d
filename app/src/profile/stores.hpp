// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The profile's stores, for app's own use cases and for tests. Front ends never include this:
// they ask ProfileSession, CollectionSession and DeckSession, and app links db privately so a
// store is out of their reach (docs/development.md, "Who may use a store").

#include "deckhand/app/profile_session.hpp"
#include "deckhand/db/card_edit_store.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/collection_store.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/limited_store.hpp"
#include "deckhand/db/profile.hpp"
#include "deckhand/db/set_edit_store.hpp"
#include "deckhand/db/subscription_store.hpp"

namespace deckhand::app {

/// The profile the session has open.
[[nodiscard]] db::Profile& profileOf(ProfileSession& session);

[[nodiscard]] inline db::CatalogueStore catalogueOf(ProfileSession& session) {
    return db::CatalogueStore(profileOf(session).catalogue());
}
[[nodiscard]] inline db::CollectionStore collectionOf(ProfileSession& session) {
    return db::CollectionStore(profileOf(session).user());
}
[[nodiscard]] inline db::DeckStore decksOf(ProfileSession& session) {
    return db::DeckStore(profileOf(session).user());
}
[[nodiscard]] inline db::LimitedStore limitedListsOf(ProfileSession& session) {
    return db::LimitedStore(profileOf(session).user());
}
[[nodiscard]] inline db::CardEditStore cardEditsOf(ProfileSession& session) {
    return db::CardEditStore(profileOf(session).user());
}
[[nodiscard]] inline db::SetEditStore setEditsOf(ProfileSession& session) {
    return db::SetEditStore(profileOf(session).user());
}
[[nodiscard]] inline db::SubscriptionStore subscriptionsOf(ProfileSession& session) {
    return db::SubscriptionStore(profileOf(session).user());
}

} // namespace deckhand::app
