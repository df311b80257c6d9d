#include "deckhand/gui/app.hpp"

wxIMPLEMENT_APP(deckhand::gui::App);
