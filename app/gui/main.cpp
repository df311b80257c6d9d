// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/app.hpp"

wxIMPLEMENT_APP(deckhand::gui::App);
