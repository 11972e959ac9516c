// The libxml2 headers formlint uses: the HTML parser and its SAX interface.
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
extern void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
