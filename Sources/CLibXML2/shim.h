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

// glibc declares memmem only under _GNU_SOURCE, which Swift's Glibc module is not built with.
// HTMLScanner's prefilter needs a memmem-speed substring search, so the prototype is repeated
// here (it is identical to glibc's, so a translation unit that also sees <string.h> is fine).
// Darwin's <string.h> declares it already, and Swift sees it there through the Darwin module.
#if !defined(__APPLE__)
extern void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
#endif
