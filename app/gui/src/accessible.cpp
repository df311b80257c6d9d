// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/accessible.hpp"

#include "deckhand/gui/wx_string.hpp"

#include <dlfcn.h>
#include <functional>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/statbmp.h>
#include <wx/statbox.h>
#include <wx/statline.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>
#include <wx/vlbox.h>

namespace deckhand::gui {

namespace {

// ATK through GTK, which wxGTK has loaded: looked up in the running process rather than
// linked, so the build needs no GTK headers (wx's own do not expose ATK).
using GetAccessible = void* (*)(void*);
using GetName = const char* (*)(void*);
using SetName = void (*)(void*, const char*);

struct Atk {
    GetAccessible accessible = nullptr;
    GetName getName = nullptr;
    SetName setName = nullptr;
    Atk() {
        accessible =
            reinterpret_cast<GetAccessible>(dlsym(RTLD_DEFAULT, "gtk_widget_get_accessible"));
        getName = reinterpret_cast<GetName>(dlsym(RTLD_DEFAULT, "atk_object_get_name"));
        setName = reinterpret_cast<SetName>(dlsym(RTLD_DEFAULT, "atk_object_set_name"));
    }
    [[nodiscard]] bool ok() const { return accessible && getName && setName; }
};

const Atk& atk() {
    static const Atk instance;
    return instance;
}

/// The GTK widget a screen reader stops on: a list's tree view, else the window's own.
void* widgetOf(wxWindow* w) {
    if (auto* view = dynamic_cast<wxDataViewCtrl*>(w)) return view->GtkGetTreeView();
    return w->GetHandle();
}

std::string firstSentence(const wxString& text) {
    std::string s = toUtf8(text);
    for (const char* end : {". ", ": ", " (", "\n"})
        if (const auto at = s.find(end); at != std::string::npos) s.resize(at);
    return s;
}

/// The text of the label just before `w` in its parent's sizers ("Name:" before the name box,
/// a label and its control in a row of their own), without mnemonic and colon; "" when the
/// window before it is not a label.
std::string labelBefore(wxWindow* w) {
    // A control in a static box sits in the sizer of the box's own parent.
    wxWindow* holder = w->GetParent();
    if (holder && !holder->GetSizer() && dynamic_cast<wxStaticBox*>(holder))
        holder = holder->GetParent();
    wxSizer* top = holder ? holder->GetSizer() : nullptr;
    if (!top) return {};
    wxWindow* previous = nullptr;
    std::function<bool(wxSizer*)> walk = [&](wxSizer* s) {
        for (wxSizerItem* item : s->GetChildren()) {
            if (item->IsWindow()) {
                if (item->GetWindow() == w) return true;
                previous = item->GetWindow();
            } else if (item->IsSizer() && walk(item->GetSizer())) {
                return true;
            }
        }
        return false;
    };
    auto* label = walk(top) ? dynamic_cast<wxStaticText*>(previous) : nullptr;
    if (!label) return {};
    std::string out;
    for (char c : toUtf8(label->GetLabelText()))
        if (c != '&') out += c;
    while (!out.empty() && (out.back() == ':' || out.back() == ' '))
        out.pop_back();
    return out;
}

} // namespace

/// The names wx gives a window nobody named: not a name to read out.
bool isDefaultName(const wxString& name) {
    static const char* const defaults[] = {
        "text",       "button",       "choice",           "check",       "checkBox",
        "listBox",    "dataviewCtrl", "wxSpinCtrl",       "searchCtrl",  "toggle",
        "wxVListBox", "panel",        "wxSpinCtrlDouble", "htmlListBox", "scrolledWindow"};
    for (const char* d : defaults)
        if (name == d) return true;
    return name.empty();
}

std::string accessibleName(wxWindow* control) {
    if (!control || !atk().ok()) return {};
    void* widget = widgetOf(control);
    void* object = widget ? atk().accessible(widget) : nullptr;
    const char* name = object ? atk().getName(object) : nullptr;
    return name ? name : "";
}

void setAccessibleName(wxWindow* control, const std::string& name) {
    if (!control || !atk().ok() || name.empty()) return;
    if (void* widget = widgetOf(control))
        if (void* object = atk().accessible(widget)) atk().setName(object, name.c_str());
}

bool isAccessibleControl(wxWindow* w) {
    if (dynamic_cast<wxStaticText*>(w) || dynamic_cast<wxStaticBitmap*>(w) ||
        dynamic_cast<wxStaticBox*>(w) || dynamic_cast<wxStaticLine*>(w))
        return false;
    return dynamic_cast<wxButton*>(w) || dynamic_cast<wxToggleButton*>(w) ||
           dynamic_cast<wxCheckBox*>(w) || dynamic_cast<wxChoice*>(w) ||
           dynamic_cast<wxTextCtrl*>(w) || dynamic_cast<wxSearchCtrl*>(w) ||
           dynamic_cast<wxSpinCtrl*>(w) || dynamic_cast<wxSpinCtrlDouble*>(w) ||
           dynamic_cast<wxDataViewCtrl*>(w) || dynamic_cast<wxListBox*>(w) ||
           dynamic_cast<wxVListBox*>(w);
}

void nameUnnamedControls(wxWindow* root) {
    if (!root || !atk().ok()) return;
    for (wxWindow* child : root->GetChildren()) {
        nameUnnamedControls(child);
        if (!isAccessibleControl(child)) continue;
        // GTK names a button or a check box by its label, a choice by its value and a list by
        // its content: only the first is a name.
        const bool labelled = dynamic_cast<wxButton*>(child) || dynamic_cast<wxCheckBox*>(child) ||
                              dynamic_cast<wxToggleButton*>(child);
        std::string name;
        if (!isDefaultName(child->GetName())) name = toUtf8(child->GetName());
        if (labelled && name.empty()) continue;
        if (name.empty()) name = labelBefore(child);
        if (name.empty() && child->GetToolTip()) name = firstSentence(child->GetToolTipText());
        if (name.empty())
            if (auto* text = dynamic_cast<wxTextCtrl*>(child)) name = toUtf8(text->GetHint());
        if (name.empty())
            if (auto* search = dynamic_cast<wxSearchCtrl*>(child))
                name = toUtf8(search->GetDescriptiveText());
        if (name.empty()) continue;
        setAccessibleName(child, name);
    }
}

} // namespace deckhand::gui
