// SPDX-License-Identifier: GPL-3.0-or-later

// cairo, Pango, libcurl, libjpeg, libwebp and giflib, loaded when first called instead of when
// the program starts.
//
// Linked the usual way, these bring some 45 shared libraries into every process (X11,
// fontconfig, GnuTLS, nghttp2, LDAP, ...), and loading them is most of a one-deck `validate`:
// about 9 of its 11 ms. Only PDFs, card images and downloads need them, so the programs do not
// link them; each function Deckhand calls is defined here with the library's own prototype (a
// prototype that drifted from the header would not compile) and, on its first call, looks the
// real function up in the library, opened by its soname with dlopen. A process that never
// draws, decodes or downloads never loads them (tests/packaging/lazy_libraries_test.sh).
//
// The definitions are hidden: they are not exported from the program, so a library that calls
// cairo itself (GTK, in the desktop app) still binds to the real cairo, never to these.
// A new call into one of the libraries needs its line below; the link fails until it has one.
// The libraries are the package's declared dependencies (packaging/CMakeLists.txt), since
// dpkg-shlibdeps can no longer see them.

#include "deckhand/core/i18n.hpp"

#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <dlfcn.h>
#include <stdexcept>
#include <string>

#pragma GCC visibility push(hidden)
#include <cairo-pdf.h>
#include <cairo.h>
#include <curl/curl.h>
#include <gif_lib.h>
#include <jpeglib.h>
#include <pango/pangocairo.h>
#include <webp/decode.h>
#include <webp/demux.h>
#pragma GCC visibility pop

// The checking macros curl.h defines for these two would rename the definitions below.
#undef curl_easy_setopt
#undef curl_easy_getinfo

namespace {

struct Library {
    const char* soname;
    const char* neededFor;
};

#define DECKHAND_STR2(x) #x
#define DECKHAND_STR(x) DECKHAND_STR2(x)
constexpr Library libcairo{"libcairo.so.2",
                           deckhand::i18n::trNoop("PDF sheets and drawn card faces")};
constexpr Library libcurl{"libcurl.so.4", deckhand::i18n::trNoop("downloads")};
// libjpeg-turbo names its soname after the API version it implements (62: the 6b API).
// Pango's cairo binding; pango's and GLib's own functions are looked up through it, as the
// libraries it needs are loaded with it (dlsym searches a handle's dependencies too).
constexpr Library libpangocairo{"libpangocairo-1.0.so.0",
                                deckhand::i18n::trNoop("Text on PDF sheets and card faces")};
// libwebp's demuxer, and libwebp's decoder through it (the demuxer needs it).
constexpr Library libwebpdemux{"libwebpdemux.so.2", deckhand::i18n::trNoop("WebP card images")};
constexpr Library libgif{"libgif.so.7", deckhand::i18n::trNoop("GIF card images")};
constexpr Library libjpeg{"libjpeg.so." DECKHAND_STR(JPEG_LIB_VERSION),
                          deckhand::i18n::trNoop("JPEG card images")};

[[noreturn]] void missing(const Library& library, const std::string& why) {
    // TRANSLATORS: {0} is what needs the library ("downloads"), {1} the library's file name,
    // {2} why it could not be loaded.
    throw std::runtime_error(deckhand::i18n::trf("{} need {}, which could not be loaded: {}",
                                                 deckhand::i18n::tr(library.neededFor),
                                                 library.soname, why));
}

// One handle per library for the life of the process, opened on first use (a function-local
// static: a second thread waits for the first; a failed open throws and is tried again next
// time). Never dlclose'd: the functions looked up in it are kept in statics too.
template <const Library& library> void* handle() {
    static void* const h = [] {
        void* opened = ::dlopen(library.soname, RTLD_NOW | RTLD_LOCAL);
        if (!opened) missing(library, ::dlerror());
        return opened;
    }();
    return h;
}

template <typename F, const Library& library> F real(const char* name) {
    void* f = ::dlsym(handle<library>(), name);
    if (!f) missing(library, deckhand::i18n::trf("it has no {}", name));
    return reinterpret_cast<F>(f);
}

} // namespace

// RET NAME PARAMS forwards to the library's NAME, looked up once (a function-local static:
// thread-safe, and after the first call one load and one indirect call).
#define DECKHAND_LAZY(library, ret, name, params, args)                                            \
    extern "C" ret name params {                                                                   \
        static const auto f = real<decltype(&name), library>(#name);                               \
        return f args;                                                                             \
    }

#pragma GCC visibility push(hidden)

DECKHAND_LAZY(libcairo, cairo_pattern_t*, cairo_pattern_create_for_surface,
              (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, cairo_status_t, cairo_status, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, cairo_status_t, cairo_surface_status, (cairo_surface_t * surface),
              (surface))
DECKHAND_LAZY(libcairo, cairo_status_t, cairo_surface_write_to_png_stream,
              (cairo_surface_t * surface, cairo_write_func_t write_func, void* closure),
              (surface, write_func, closure))
DECKHAND_LAZY(libcairo, cairo_surface_t*, cairo_image_surface_create,
              (cairo_format_t format, int width, int height), (format, width, height))
DECKHAND_LAZY(libcairo, cairo_surface_t*, cairo_image_surface_create_from_png_stream,
              (cairo_read_func_t read_func, void* closure), (read_func, closure))
DECKHAND_LAZY(libcairo, cairo_surface_t*, cairo_pdf_surface_create_for_stream,
              (cairo_write_func_t write_func, void* closure, double width_in_points,
               double height_in_points),
              (write_func, closure, width_in_points, height_in_points))
DECKHAND_LAZY(libcairo, cairo_t*, cairo_create, (cairo_surface_t * target), (target))
DECKHAND_LAZY(libcairo, const char*, cairo_status_to_string, (cairo_status_t status), (status))
DECKHAND_LAZY(libcairo, int, cairo_image_surface_get_height, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, int, cairo_image_surface_get_stride, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, int, cairo_image_surface_get_width, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, unsigned char*, cairo_image_surface_get_data, (cairo_surface_t * surface),
              (surface))
DECKHAND_LAZY(libcairo, void, cairo_arc,
              (cairo_t * cr, double xc, double yc, double radius, double angle1, double angle2),
              (cr, xc, yc, radius, angle1, angle2))
DECKHAND_LAZY(libcairo, void, cairo_clip, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_close_path, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_destroy, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_fill, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, cairo_font_options_t*, cairo_font_options_create, (), ())
DECKHAND_LAZY(libcairo, void, cairo_font_options_destroy, (cairo_font_options_t * options),
              (options))
DECKHAND_LAZY(libcairo, void, cairo_font_options_set_hint_metrics,
              (cairo_font_options_t * options, cairo_hint_metrics_t hint_metrics),
              (options, hint_metrics))
DECKHAND_LAZY(libcairo, void, cairo_line_to, (cairo_t * cr, double x, double y), (cr, x, y))
DECKHAND_LAZY(libcairo, void, cairo_matrix_init_scale,
              (cairo_matrix_t * matrix, double sx, double sy), (matrix, sx, sy))
DECKHAND_LAZY(libcairo, void, cairo_matrix_translate,
              (cairo_matrix_t * matrix, double tx, double ty), (matrix, tx, ty))
DECKHAND_LAZY(libcairo, void, cairo_move_to, (cairo_t * cr, double x, double y), (cr, x, y))
DECKHAND_LAZY(libcairo, void, cairo_new_sub_path, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_paint, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_pattern_destroy, (cairo_pattern_t * pattern), (pattern))
DECKHAND_LAZY(libcairo, void, cairo_pattern_set_extend,
              (cairo_pattern_t * pattern, cairo_extend_t extend), (pattern, extend))
DECKHAND_LAZY(libcairo, void, cairo_pattern_set_filter,
              (cairo_pattern_t * pattern, cairo_filter_t filter), (pattern, filter))
DECKHAND_LAZY(libcairo, void, cairo_pattern_set_matrix,
              (cairo_pattern_t * pattern, const cairo_matrix_t* matrix), (pattern, matrix))
DECKHAND_LAZY(libcairo, void, cairo_pdf_surface_set_metadata,
              (cairo_surface_t * surface, cairo_pdf_metadata_t metadata, const char* utf8),
              (surface, metadata, utf8))
DECKHAND_LAZY(libcairo, void, cairo_pdf_surface_set_size,
              (cairo_surface_t * surface, double width, double height), (surface, width, height))
DECKHAND_LAZY(libcairo, void, cairo_rectangle,
              (cairo_t * cr, double x, double y, double width, double height),
              (cr, x, y, width, height))
DECKHAND_LAZY(libcairo, void, cairo_rel_line_to, (cairo_t * cr, double dx, double dy), (cr, dx, dy))
DECKHAND_LAZY(libcairo, void, cairo_restore, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_save, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_scale, (cairo_t * cr, double sx, double sy), (cr, sx, sy))
DECKHAND_LAZY(libcairo, void, cairo_set_line_width, (cairo_t * cr, double width), (cr, width))
DECKHAND_LAZY(libcairo, void, cairo_set_source, (cairo_t * cr, cairo_pattern_t* source),
              (cr, source))
DECKHAND_LAZY(libcairo, void, cairo_set_source_rgb,
              (cairo_t * cr, double red, double green, double blue), (cr, red, green, blue))
DECKHAND_LAZY(libcairo, void, cairo_set_source_rgba,
              (cairo_t * cr, double red, double green, double blue, double alpha),
              (cr, red, green, blue, alpha))
DECKHAND_LAZY(libcairo, void, cairo_show_page, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_stroke, (cairo_t * cr), (cr))
DECKHAND_LAZY(libcairo, void, cairo_surface_destroy, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, void, cairo_surface_finish, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, void, cairo_surface_flush, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, void, cairo_surface_mark_dirty, (cairo_surface_t * surface), (surface))
DECKHAND_LAZY(libcairo, void, cairo_translate, (cairo_t * cr, double tx, double ty), (cr, tx, ty))

DECKHAND_LAZY(libpangocairo, PangoContext*, pango_cairo_create_context, (cairo_t * cr), (cr))
DECKHAND_LAZY(libpangocairo, void, pango_cairo_context_set_font_options,
              (PangoContext * context, const cairo_font_options_t* options), (context, options))
DECKHAND_LAZY(libpangocairo, void, pango_cairo_update_context,
              (cairo_t * cr, PangoContext* context), (cr, context))
DECKHAND_LAZY(libpangocairo, void, pango_cairo_show_layout, (cairo_t * cr, PangoLayout* layout),
              (cr, layout))
DECKHAND_LAZY(libpangocairo, void, pango_context_set_base_dir,
              (PangoContext * context, PangoDirection direction), (context, direction))
DECKHAND_LAZY(libpangocairo, void, pango_context_set_round_glyph_positions,
              (PangoContext * context, gboolean round_positions), (context, round_positions))
DECKHAND_LAZY(libpangocairo, PangoAttribute*, pango_attr_family_new, (const char* family), (family))
DECKHAND_LAZY(libpangocairo, PangoAttrList*, pango_attr_list_new, (), ())
DECKHAND_LAZY(libpangocairo, void, pango_attr_list_insert,
              (PangoAttrList * list, PangoAttribute* attr), (list, attr))
DECKHAND_LAZY(libpangocairo, void, pango_attr_list_unref, (PangoAttrList * list), (list))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_attributes,
              (PangoLayout * layout, PangoAttrList* attrs), (layout, attrs))
DECKHAND_LAZY(libpangocairo, PangoFontDescription*, pango_font_description_new, (), ())
DECKHAND_LAZY(libpangocairo, void, pango_font_description_free, (PangoFontDescription * desc),
              (desc))
DECKHAND_LAZY(libpangocairo, void, pango_font_description_set_absolute_size,
              (PangoFontDescription * desc, double size), (desc, size))
DECKHAND_LAZY(libpangocairo, void, pango_font_description_set_family_static,
              (PangoFontDescription * desc, const char* family), (desc, family))
DECKHAND_LAZY(libpangocairo, void, pango_font_description_set_weight,
              (PangoFontDescription * desc, PangoWeight weight), (desc, weight))
DECKHAND_LAZY(libpangocairo, PangoLayout*, pango_layout_new, (PangoContext * context), (context))
DECKHAND_LAZY(libpangocairo, int, pango_layout_get_baseline, (PangoLayout * layout), (layout))
DECKHAND_LAZY(libpangocairo, void, pango_layout_get_extents,
              (PangoLayout * layout, PangoRectangle* ink_rect, PangoRectangle* logical_rect),
              (layout, ink_rect, logical_rect))
DECKHAND_LAZY(libpangocairo, int, pango_layout_get_line_count, (PangoLayout * layout), (layout))
DECKHAND_LAZY(libpangocairo, gboolean, pango_layout_is_ellipsized, (PangoLayout * layout), (layout))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_auto_dir,
              (PangoLayout * layout, gboolean auto_dir), (layout, auto_dir))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_ellipsize,
              (PangoLayout * layout, PangoEllipsizeMode ellipsize), (layout, ellipsize))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_font_description,
              (PangoLayout * layout, const PangoFontDescription* desc), (layout, desc))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_height, (PangoLayout * layout, int height),
              (layout, height))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_text,
              (PangoLayout * layout, const char* text, int length), (layout, text, length))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_width, (PangoLayout * layout, int width),
              (layout, width))
DECKHAND_LAZY(libpangocairo, void, pango_layout_set_wrap,
              (PangoLayout * layout, PangoWrapMode wrap), (layout, wrap))
DECKHAND_LAZY(libpangocairo, int, pango_units_from_double, (double d), (d))
DECKHAND_LAZY(libpangocairo, double, pango_units_to_double, (int i), (i))
DECKHAND_LAZY(libpangocairo, void, g_object_unref, (gpointer object), (object))

DECKHAND_LAZY(libcurl, CURL*, curl_easy_init, (), ())
DECKHAND_LAZY(libcurl, CURLU*, curl_url, (), ())
DECKHAND_LAZY(libcurl, CURLUcode, curl_url_get,
              (CURLU * handle, CURLUPart what, char** part, unsigned int flags),
              (handle, what, part, flags))
DECKHAND_LAZY(libcurl, CURLUcode, curl_url_set,
              (CURLU * handle, CURLUPart what, const char* part, unsigned int flags),
              (handle, what, part, flags))
DECKHAND_LAZY(libcurl, CURLcode, curl_easy_perform, (CURL * curl), (curl))
DECKHAND_LAZY(libcurl, CURLcode, curl_global_init, (long flags), (flags))
DECKHAND_LAZY(libcurl, const char*, curl_easy_strerror, (CURLcode code), (code))
DECKHAND_LAZY(libcurl, const char*, curl_url_strerror, (CURLUcode code), (code))
DECKHAND_LAZY(libcurl, struct curl_slist*, curl_slist_append,
              (struct curl_slist * list, const char* data), (list, data))
DECKHAND_LAZY(libcurl, void, curl_easy_cleanup, (CURL * curl), (curl))
DECKHAND_LAZY(libcurl, void, curl_easy_reset, (CURL * curl), (curl))
DECKHAND_LAZY(libcurl, void, curl_free, (void* p), (p))
DECKHAND_LAZY(libcurl, void, curl_slist_free_all, (struct curl_slist * list), (list))
DECKHAND_LAZY(libcurl, void, curl_url_cleanup, (CURLU * handle), (handle))

// Both take one argument after the option, whose type the option's number range says (curl's
// own rule, curl.h's CURLOPTTYPE_*): a long, an object pointer, a function pointer, a
// curl_off_t or a blob pointer.
//
// The prototypes are curl's, so the last named parameter is an enum, which clang's -Wvarargs
// flags for va_start; curl's own definitions do the same, and every ABI passes these enums as
// an int (their values fit one).
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wvarargs"
#endif
extern "C" CURLcode curl_easy_setopt(CURL* handle, CURLoption option, ...) {
    static const auto f = real<decltype(&curl_easy_setopt), libcurl>("curl_easy_setopt");
    va_list ap;
    va_start(ap, option);
    CURLcode code;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        code = f(handle, option, va_arg(ap, long));
    } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {
        code = f(handle, option, va_arg(ap, void*));
    } else if (option < CURLOPTTYPE_OFF_T) {
        using Function = void (*)();
        code = f(handle, option, va_arg(ap, Function));
    } else if (option < CURLOPTTYPE_BLOB) {
        code = f(handle, option, va_arg(ap, curl_off_t));
    } else {
        code = f(handle, option, va_arg(ap, void*));
    }
    va_end(ap);
    return code;
}

// Every CURLINFO_* takes a pointer to where the answer goes.
extern "C" CURLcode curl_easy_getinfo(CURL* handle, CURLINFO info, ...) {
    static const auto f = real<decltype(&curl_easy_getinfo), libcurl>("curl_easy_getinfo");
    va_list ap;
    va_start(ap, info);
    void* out = va_arg(ap, void*);
    va_end(ap);
    return f(handle, info, out);
}
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

DECKHAND_LAZY(libjpeg, void, jpeg_CreateDecompress,
              (j_decompress_ptr cinfo, int version, size_t structsize),
              (cinfo, version, structsize))
DECKHAND_LAZY(libjpeg, void, jpeg_destroy_decompress, (j_decompress_ptr cinfo), (cinfo))
DECKHAND_LAZY(libjpeg, boolean, jpeg_finish_decompress, (j_decompress_ptr cinfo), (cinfo))
DECKHAND_LAZY(libjpeg, void, jpeg_mem_src,
              (j_decompress_ptr cinfo, const unsigned char* inbuffer, unsigned long insize),
              (cinfo, inbuffer, insize))
DECKHAND_LAZY(libjpeg, int, jpeg_read_header, (j_decompress_ptr cinfo, boolean require_image),
              (cinfo, require_image))
DECKHAND_LAZY(libjpeg, JDIMENSION, jpeg_read_scanlines,
              (j_decompress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION max_lines),
              (cinfo, scanlines, max_lines))
DECKHAND_LAZY(libjpeg, boolean, jpeg_start_decompress, (j_decompress_ptr cinfo), (cinfo))
DECKHAND_LAZY(libjpeg, struct jpeg_error_mgr*, jpeg_std_error, (struct jpeg_error_mgr * err), (err))

DECKHAND_LAZY(libwebpdemux, WebPDemuxer*, WebPDemuxInternal,
              (const WebPData* data, int allow_partial, WebPDemuxState* state, int version),
              (data, allow_partial, state, version))
DECKHAND_LAZY(libwebpdemux, uint32_t, WebPDemuxGetI,
              (const WebPDemuxer* dmux, WebPFormatFeature feature), (dmux, feature))
DECKHAND_LAZY(libwebpdemux, int, WebPDemuxGetFrame,
              (const WebPDemuxer* dmux, int frame_number, WebPIterator* iter),
              (dmux, frame_number, iter))
DECKHAND_LAZY(libwebpdemux, void, WebPDemuxReleaseIterator, (WebPIterator * iter), (iter))
DECKHAND_LAZY(libwebpdemux, void, WebPDemuxDelete, (WebPDemuxer * dmux), (dmux))
DECKHAND_LAZY(libwebpdemux, uint8_t*, WebPDecodeRGBA,
              (const uint8_t* data, size_t data_size, int* width, int* height),
              (data, data_size, width, height))
DECKHAND_LAZY(libwebpdemux, void, WebPFree, (void* ptr), (ptr))

DECKHAND_LAZY(libgif, GifFileType*, DGifOpen, (void* userPtr, InputFunc readFunc, int* Error),
              (userPtr, readFunc, Error))
DECKHAND_LAZY(libgif, int, DGifSlurp, (GifFileType * GifFile), (GifFile))
DECKHAND_LAZY(libgif, int, DGifCloseFile, (GifFileType * GifFile, int* ErrorCode),
              (GifFile, ErrorCode))
DECKHAND_LAZY(libgif, int, DGifSavedExtensionToGCB,
              (GifFileType * GifFile, int ImageIndex, GraphicsControlBlock* GCB),
              (GifFile, ImageIndex, GCB))

#pragma GCC visibility pop
