// The libxml2 headers formlint uses: the HTML parser and its SAX interface.
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
