# Makes deckhand.pot from the sources listed in FILES (relative to SOURCE_DIR), without the
# creation date, so the template changes only when a message does (po/CMakeLists.txt).
#
# The keywords: core's tr/trn/trf/trfn/trNoop (core/include/deckhand/core/i18n.hpp) and
# wxWidgets' _(), wxPLURAL, wxTRANSLATE, wxGETTEXT_IN_CONTEXT. Core's trf/trfn take fmt's {}
# patterns, not printf's: they are never checked as c-format. Locations name the file only, so
# moving a line does not change the template.
execute_process(
  COMMAND ${XGETTEXT} --from-code=UTF-8 --language=C++ --files-from=${FILES}
          --directory=${SOURCE_DIR} --output=${OUTPUT}.new --add-location=file --no-wrap --force-po
          --package-name=Deckhand --package-version=${VERSION}
          "--copyright-holder=Deckhand's authors" --msgid-bugs-address=${BUGS}
          --add-comments=TRANSLATORS:
          --keyword --keyword=tr --keyword=trn:1,2 --keyword=trf --keyword=trfn:1,2
          --keyword=trNoop --keyword=_ --keyword=wxPLURAL:1,2 --keyword=wxTRANSLATE
          --keyword=wxGETTEXT_IN_CONTEXT:1c,2
          --flag=tr:1:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format
          --flag=trf:1:no-c-format --flag=trfn:1:no-c-format --flag=trfn:2:no-c-format
          --flag=trNoop:1:no-c-format
  RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "xgettext failed (${result})")
endif()
file(READ ${OUTPUT}.new pot)
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"\n" "" pot "${pot}")
file(WRITE ${OUTPUT} "${pot}")
file(REMOVE ${OUTPUT}.new)
