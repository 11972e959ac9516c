// The libxml2 headers formlint uses: the HTML parser and its SAX interface.

// Debian builds libxml2 with ICU, so <libxml/encoding.h> pulls in ICU's <unicode/ucnv.h>, whose
// UErrorCode clashes with the copy inside Foundation ("has different definitions in different
// modules") in any module that sees both. formlint never calls libxml2's ICU API, so the headers
// are read as if ICU were off: the ABI of what we call is the same either way.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
#include <libxml/parserInternals.h>  // xmlSwitchEncoding: see SAXDriver.parse()
#include <stddef.h>
