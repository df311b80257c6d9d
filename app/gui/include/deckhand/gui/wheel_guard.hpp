// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// GTK turns the mouse wheel over a choice, a combo box, a spin control or a slider into a new
// value: scrolling a page of settings changes whichever control passes under the pointer. The
// guard takes the wheel away from them and gives it to the scrolled window they are in (the
// page scrolls, as the user meant), or to nothing.

namespace deckhand::gui {

/// Installs the guard for the whole program (once; later calls do nothing).
void installWheelGuard();

} // namespace deckhand::gui
