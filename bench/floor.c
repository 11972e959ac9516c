/*
 * floor — the physical limit for a libxml2-based password-field linter.
 *
 * It does the least work any such linter must do: read every HTML file into a
 * buffer, run libxml2's HTML SAX parser over it with the options formlint uses
 * (HTML_PARSE_RECOVER | NOERROR | NOWARNING | NONET), and count the
 * <input type=password> start tags (type compared case-insensitively, as
 * libxml2 delivers it: entity-decoded). Nothing else: no tree, no line maps,
 * no diagnostics, no output but one summary line.
 *
 *   floor [-j N] [-m MANIFEST] [--mode mem|io|push|read] [--per-file] [FILE ...]
 *   floor [-j N] --walk DIR --suffixes .a,.b [--mode ...]
 *
 *   -m MANIFEST   a file listing one path per line, relative to the manifest's
 *                 folder (bench/gen_corpus.py writes DIR/.manifest: the HTML
 *                 files formlint's default include selects, sorted)
 *   -j N          worker threads (default: online cores); files are handed out
 *                 through one atomic index
 *   --mode        how the buffer reaches libxml2 (default: io)
 *                   io    htmlCtxtReadIO on a per-thread reused context: libxml2
 *                         pulls 4 KB pieces of the buffer and drops what it has
 *                         parsed (the fastest here, and no second copy of the file)
 *                   mem   htmlCtxtReadMemory on a per-thread reused context (libxml2
 *                         2.9.14 copies the whole buffer first)
 *                   push  htmlCreatePushParserCtxt + htmlParseChunk, 256 KB pieces
 *                         (keeps the whole document: ~2.3x the file in RSS)
 *                   read  no parse: only read each file into the reused buffer, on
 *                         the same threads (one read of the bytes; counts 0 fields)
 *   --walk DIR    instead of a list, find the files: walk DIR (opendir/readdir,
 *                 types from readdir, no stat), skipping .git, node_modules, .hg,
 *                 .svn, vendor, Pods and .build as formlint does, and take the
 *                 files whose names end with one of --suffixes. The workers share
 *                 a stack of folders: each takes a folder, reads it, pushes its
 *                 subfolders and handles its files itself. This is the least any
 *                 tool given a folder (not a list) must do.
 *   --skip-tests  with --walk: also pass by tests and stories as formlint does
 *                 (__tests__, __mocks__ and __snapshots__ folders; names with a
 *                 .test. .spec. .stories. .story. .cy. or .e2e. part)
 *   --per-file    also print "COUNT<TAB>PATH" for every file (for diffing)
 *
 * Output (stdout): "floor: N files, M password fields, B bytes"
 * Exit status: 0, or 2 on usage or I/O errors.
 *
 * Build: cc -O2 floor.c $(pkg-config --cflags --libs libxml-2.0) -pthread
 */
#define _GNU_SOURCE
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

enum mode { MODE_MEM, MODE_IO, MODE_PUSH, MODE_READ };

static const int PARSE_OPTIONS =
    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET;

static char **paths;
static size_t npaths;
static atomic_size_t next_index;
static enum mode mode = MODE_IO;
static int per_file;
static const char *walk_root;
static char **suffixes;
static size_t nsuffixes;
static long *per_file_counts; /* only with --per-file */

struct worker {
    pthread_t thread;
    long passwords;
    long files;
    long errors;
    unsigned long long bytes;
};

/* ---- SAX: count <input type=password> ---- */

struct counter {
    long n;
};

static void on_start_element(void *user, const xmlChar *name, const xmlChar **atts) {
    /* libxml2's HTML parser lower-cases element and attribute names. */
    if (name[0] != 'i' || strcmp((const char *)name, "input") != 0 || atts == NULL)
        return;
    for (size_t i = 0; atts[i] != NULL; i += 2) {
        if (xmlStrcasecmp(atts[i], BAD_CAST "type") == 0) {
            /* libxml2 drops a repeated attribute, so the first type is the one. */
            if (atts[i + 1] != NULL && xmlStrcasecmp(atts[i + 1], BAD_CAST "password") == 0)
                ((struct counter *)user)->n++;
            return;
        }
    }
}

static void quiet(void *ctx, const char *msg, ...) {
    (void)ctx;
    (void)msg;
}

static void quiet_structured(void *ctx, xmlErrorPtr error) {
    (void)ctx;
    (void)error;
}

static htmlSAXHandler handler;

static void init_handler(void) {
    memset(&handler, 0, sizeof handler);
    handler.startElement = on_start_element;
    handler.warning = quiet;
    handler.error = quiet;
    handler.fatalError = quiet;
    handler.initialized = 1; /* a SAX1 handler, like htmlDefaultSAXHandler */
}

/* ---- reading files ---- */

static int read_file(const char *path, char **buf, size_t *cap, size_t *len) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        close(fd);
        return -1;
    }
    size_t want = (size_t)st.st_size + 1;
    if (want > *cap) {
        free(*buf);
        *cap = want < 65536 ? 65536 : want;
        *buf = malloc(*cap);
        if (*buf == NULL) {
            close(fd);
            *cap = 0;
            return -1;
        }
    }
    size_t got = 0;
    for (;;) {
        if (got == *cap) { /* the file grew; keep going */
            size_t ncap = *cap * 2;
            char *nbuf = realloc(*buf, ncap);
            if (nbuf == NULL) {
                close(fd);
                return -1;
            }
            *buf = nbuf;
            *cap = ncap;
        }
        ssize_t r = read(fd, *buf + got, *cap - got);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            close(fd);
            return -1;
        }
        if (r == 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    *len = got;
    return 0;
}

/* ---- the three ways to hand a buffer to libxml2 ---- */

struct mem_reader {
    const char *p;
    size_t left;
};

static int mem_read(void *ctx, char *out, int len) {
    struct mem_reader *r = ctx;
    size_t n = (size_t)len < r->left ? (size_t)len : r->left;
    memcpy(out, r->p, n);
    r->p += n;
    r->left -= n;
    return (int)n;
}

static int mem_close(void *ctx) {
    (void)ctx;
    return 0;
}

static void parse_buffer(htmlParserCtxtPtr reused, struct counter *counter, const char *buf,
                         size_t len, const char *path) {
    htmlDocPtr doc = NULL;
    if (mode == MODE_MEM) {
        doc = htmlCtxtReadMemory(reused, buf, (int)len, path, NULL, PARSE_OPTIONS);
    } else if (mode == MODE_IO) {
        struct mem_reader r = {buf, len};
        doc = htmlCtxtReadIO(reused, mem_read, mem_close, &r, path, NULL, PARSE_OPTIONS);
    } else {
        size_t first = len < 4 ? len : 4;
        /* The HTML push parser does not look for a BOM itself (2.9.14). */
        xmlCharEncoding enc = first == 4 ? xmlDetectCharEncoding((const xmlChar *)buf, 4)
                                         : XML_CHAR_ENCODING_NONE;
        htmlParserCtxtPtr ctxt =
            htmlCreatePushParserCtxt(&handler, counter, buf, (int)first, path, enc);
        if (ctxt == NULL)
            return;
        htmlCtxtUseOptions(ctxt, PARSE_OPTIONS);
        size_t off = first;
        const size_t piece = 256 * 1024;
        while (off < len) {
            size_t n = len - off < piece ? len - off : piece;
            htmlParseChunk(ctxt, buf + off, (int)n, 0);
            off += n;
        }
        htmlParseChunk(ctxt, NULL, 0, 1);
        doc = ctxt->myDoc;
        htmlFreeParserCtxt(ctxt);
    }
    if (doc != NULL) /* no startDocument handler: never happens */
        xmlFreeDoc(doc);
}

static htmlParserCtxtPtr new_reused_context(struct counter *counter) {
    htmlParserCtxtPtr ctxt = htmlNewParserCtxt();
    if (ctxt == NULL)
        return NULL;
    /* ctxt->sax is the context's own copy (htmlInitParserCtxt allocated it). */
    memcpy(ctxt->sax, &handler, sizeof handler);
    ctxt->userData = counter;
    return ctxt;
}

/* Reads one file and, unless --mode read, parses it. */
static void handle_file(struct worker *w, htmlParserCtxtPtr reused, struct counter *counter,
                        const char *path, char **buf, size_t *cap) {
    size_t len = 0;
    if (read_file(path, buf, cap, &len) != 0) {
        fprintf(stderr, "floor: cannot read %s: %s\n", path, strerror(errno));
        w->errors++;
        return;
    }
    if (mode != MODE_READ)
        parse_buffer(reused, counter, *buf, len, path);
    w->files++;
    w->bytes += len;
}

/* ---- --walk: a stack of folders shared by the workers ---- */

static pthread_mutex_t walk_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t walk_cond = PTHREAD_COND_INITIALIZER;
static char **folders;
static size_t nfolders, folders_cap;
static int walking; /* workers reading a folder */

static void push_folder(char *path) {
    if (nfolders == folders_cap) {
        folders_cap = folders_cap ? folders_cap * 2 : 256;
        folders = realloc(folders, folders_cap * sizeof *folders);
        if (folders == NULL) {
            perror("floor");
            exit(2);
        }
    }
    folders[nfolders++] = path;
}

static int skip_tests;

static int skipped_folder(const char *name) {
    static const char *const skipped[] = {".git", "node_modules", ".hg", ".svn", "vendor", "Pods", ".build"};
    static const char *const tests[] = {"__tests__", "__mocks__", "__snapshots__"};
    for (size_t k = 0; k < sizeof skipped / sizeof *skipped; k++)
        if (strcmp(name, skipped[k]) == 0)
            return 1;
    for (size_t k = 0; skip_tests && k < sizeof tests / sizeof *tests; k++)
        if (strcmp(name, tests[k]) == 0)
            return 1;
    return 0;
}

static int is_test(const char *name) {
    static const char *const parts[] = {".test.", ".spec.", ".stories.", ".story.", ".cy.", ".e2e."};
    for (size_t k = 0; k < sizeof parts / sizeof *parts; k++)
        if (strstr(name, parts[k]) != NULL)
            return 1;
    return 0;
}

static int wanted(const char *name) {
    if (skip_tests && is_test(name))
        return 0;
    size_t n = strlen(name);
    for (size_t k = 0; k < nsuffixes; k++) {
        size_t m = strlen(suffixes[k]);
        if (n >= m && strcasecmp(name + n - m, suffixes[k]) == 0)
            return 1;
    }
    return 0;
}

static char *join(const char *folder, const char *name) {
    size_t a = strlen(folder), b = strlen(name);
    char *p = malloc(a + 1 + b + 1);
    if (p == NULL) {
        perror("floor");
        exit(2);
    }
    memcpy(p, folder, a);
    p[a] = '/';
    memcpy(p + a + 1, name, b + 1);
    return p;
}

static void walk_work(struct worker *w, htmlParserCtxtPtr reused, struct counter *counter,
                      char **buf, size_t *cap) {
    for (;;) {
        pthread_mutex_lock(&walk_lock);
        while (nfolders == 0 && walking > 0)
            pthread_cond_wait(&walk_cond, &walk_lock);
        if (nfolders == 0) {
            pthread_cond_broadcast(&walk_cond);
            pthread_mutex_unlock(&walk_lock);
            return;
        }
        char *folder = folders[--nfolders];
        walking++;
        pthread_mutex_unlock(&walk_lock);

        DIR *dir = opendir(folder);
        if (dir == NULL) {
            fprintf(stderr, "floor: cannot open folder %s: %s\n", folder, strerror(errno));
            w->errors++;
        } else {
            struct dirent *e;
            while ((e = readdir(dir)) != NULL) {
                if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                    continue;
                if (e->d_type == DT_DIR) {
                    if (skipped_folder(e->d_name))
                        continue;
                    char *sub = join(folder, e->d_name);
                    pthread_mutex_lock(&walk_lock);
                    push_folder(sub);
                    pthread_cond_signal(&walk_cond);
                    pthread_mutex_unlock(&walk_lock);
                } else if (e->d_type == DT_REG && wanted(e->d_name)) {
                    char *file = join(folder, e->d_name);
                    handle_file(w, reused, counter, file, buf, cap);
                    free(file);
                }
            }
            closedir(dir);
        }
        free(folder);
        pthread_mutex_lock(&walk_lock);
        walking--;
        if (walking == 0 && nfolders == 0)
            pthread_cond_broadcast(&walk_cond);
        pthread_mutex_unlock(&walk_lock);
    }
}

static void *work(void *arg) {
    struct worker *w = arg;
    /* libxml2's error hooks are per thread. */
    xmlSetGenericErrorFunc(NULL, quiet);
    xmlSetStructuredErrorFunc(NULL, quiet_structured);

    struct counter counter = {0};
    htmlParserCtxtPtr reused = NULL;
    if (mode != MODE_PUSH && mode != MODE_READ) {
        reused = new_reused_context(&counter);
        if (reused == NULL) {
            w->errors++;
            return NULL;
        }
    }
    char *buf = NULL;
    size_t cap = 0;
    if (walk_root != NULL) {
        walk_work(w, reused, &counter, &buf, &cap);
    } else {
        for (;;) {
            size_t i = atomic_fetch_add_explicit(&next_index, 1, memory_order_relaxed);
            if (i >= npaths)
                break;
            long before = counter.n;
            handle_file(w, reused, &counter, paths[i], &buf, &cap);
            if (per_file)
                per_file_counts[i] = counter.n - before;
        }
    }
    w->passwords = counter.n;
    free(buf);
    if (reused != NULL)
        htmlFreeParserCtxt(reused);
    return NULL;
}

/* ---- manifest and arguments ---- */

static void add_path(char *p, size_t *cap) {
    if (npaths == *cap) {
        *cap = *cap ? *cap * 2 : 1024;
        paths = realloc(paths, *cap * sizeof *paths);
        if (paths == NULL) {
            perror("floor");
            exit(2);
        }
    }
    paths[npaths++] = p;
}

static void load_manifest(const char *manifest, size_t *cap) {
    FILE *f = fopen(manifest, "r");
    if (f == NULL) {
        fprintf(stderr, "floor: cannot open manifest %s: %s\n", manifest, strerror(errno));
        exit(2);
    }
    const char *slash = strrchr(manifest, '/');
    size_t dirlen = slash ? (size_t)(slash - manifest) : 0;
    char *line = NULL;
    size_t linecap = 0;
    ssize_t n;
    while ((n = getline(&line, &linecap, f)) > 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            line[--n] = 0;
        if (n == 0)
            continue;
        char *p;
        if (line[0] == '/' || dirlen == 0) {
            p = strdup(line);
        } else {
            p = malloc(dirlen + 1 + (size_t)n + 1);
            if (p != NULL) {
                memcpy(p, manifest, dirlen);
                p[dirlen] = '/';
                memcpy(p + dirlen + 1, line, (size_t)n + 1);
            }
        }
        if (p == NULL) {
            perror("floor");
            exit(2);
        }
        add_path(p, cap);
    }
    free(line);
    fclose(f);
}

static void usage(void) {
    fprintf(stderr, "usage: floor [-j N] [-m MANIFEST] [--mode mem|io|push|read] [--per-file] [FILE ...]\n"
                    "       floor [-j N] --walk DIR --suffixes .a,.b [--skip-tests] [--mode mem|io|push|read]\n");
    exit(2);
}

int main(int argc, char **argv) {
    long jobs = sysconf(_SC_NPROCESSORS_ONLN);
    if (jobs < 1)
        jobs = 1;
    size_t cap = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-j") == 0 || strcmp(a, "--jobs") == 0) {
            if (++i >= argc)
                usage();
            jobs = strtol(argv[i], NULL, 10);
            if (jobs < 1)
                usage();
        } else if (strcmp(a, "-m") == 0 || strcmp(a, "--manifest") == 0) {
            if (++i >= argc)
                usage();
            load_manifest(argv[i], &cap);
        } else if (strcmp(a, "--mode") == 0) {
            if (++i >= argc)
                usage();
            if (strcmp(argv[i], "mem") == 0)
                mode = MODE_MEM;
            else if (strcmp(argv[i], "io") == 0)
                mode = MODE_IO;
            else if (strcmp(argv[i], "push") == 0)
                mode = MODE_PUSH;
            else if (strcmp(argv[i], "read") == 0)
                mode = MODE_READ;
            else
                usage();
        } else if (strcmp(a, "--walk") == 0) {
            if (++i >= argc)
                usage();
            walk_root = argv[i];
        } else if (strcmp(a, "--suffixes") == 0) {
            if (++i >= argc)
                usage();
            for (char *t = strtok(strdup(argv[i]), ","); t != NULL; t = strtok(NULL, ","))
                suffixes = realloc(suffixes, ++nsuffixes * sizeof *suffixes), suffixes[nsuffixes - 1] = t;
        } else if (strcmp(a, "--skip-tests") == 0) {
            skip_tests = 1;
        } else if (strcmp(a, "--per-file") == 0) {
            per_file = 1;
        } else if (a[0] == '-' && a[1] != 0) {
            usage();
        } else {
            add_path(strdup(a), &cap);
        }
    }

    xmlInitParser();
    init_handler();
    xmlSetGenericErrorFunc(NULL, quiet);
    xmlSetStructuredErrorFunc(NULL, quiet_structured);
    if (per_file) {
        per_file_counts = calloc(npaths ? npaths : 1, sizeof *per_file_counts);
        if (per_file_counts == NULL) {
            perror("floor");
            return 2;
        }
    }

    if (walk_root != NULL) {
        if (npaths > 0 || nsuffixes == 0 || per_file)
            usage();
        push_folder(strdup(walk_root));
    } else if ((size_t)jobs > npaths && npaths > 0) {
        jobs = (long)npaths;
    }
    struct worker *workers = calloc((size_t)jobs, sizeof *workers);
    if (workers == NULL) {
        perror("floor");
        return 2;
    }
    if (jobs == 1) {
        work(&workers[0]);
    } else {
        for (long t = 0; t < jobs; t++) {
            if (pthread_create(&workers[t].thread, NULL, work, &workers[t]) != 0) {
                perror("floor: pthread_create");
                return 2;
            }
        }
        for (long t = 0; t < jobs; t++)
            pthread_join(workers[t].thread, NULL);
    }

    long passwords = 0, files = 0, errors = 0;
    unsigned long long bytes = 0;
    for (long t = 0; t < jobs; t++) {
        passwords += workers[t].passwords;
        files += workers[t].files;
        errors += workers[t].errors;
        bytes += workers[t].bytes;
    }
    if (per_file)
        for (size_t i = 0; i < npaths; i++)
            printf("%ld\t%s\n", per_file_counts[i], paths[i]);
    printf("floor: %ld files, %ld password fields, %llu bytes\n", files, passwords, bytes);
    return errors ? 2 : 0;
}
