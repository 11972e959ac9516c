#!/usr/bin/env python3
"""Seeded generator of a realistic static-site corpus for `make bench`.

    gen_corpus.py --out DIR [--pages N] [--seed S]        a whole site (default 2,000 pages)
    gen_corpus.py --out FILE --big-page MB [--seed S]     one page of about MB megabytes
    gen_corpus.py --out FILE --small-page [--seed S]      one small sign-up page (pre-commit case)
    gen_corpus.py --out DIR --components N [--seed S]     a React/Vue repository of N source files

Standard library only; the same seed and N give the same bytes. Page i depends only
on (seed, i), so the 8,000-page corpus contains the 2,000-page one.

A site has nested folders of .html/.htm/.xhtml pages (5 KB to 300 KB, median about
40 KB, one page in 500 of about 2 MB) made of boilerplate head/nav/footer, inline
<style> and <script>, JSON-LD, inline SVG, tables, card grids, code samples, some
malformed markup, some windows-1252 pages (real 0xE9 bytes, <meta charset>), UTF-8 BOMs,
a few UTF-16LE pages with a BOM, CRLF line ends, and .css/.js/.png/.txt/.json/.svg/.xml
files mixed in. About 15% of the pages carry sign-in / sign-up / change-password forms
with valid and broken `passwordrules`; about 6% of the others mention passwords without
having a password field (links, help text, commented-out or scripted or escaped
markup), which a prefilter that looks for the word alone cannot skip (--prose makes a
whole site of such pages). A few pages are soundness probes
for such a prefilter: a password field in a UTF-16 page, or with `type` written with a
character reference (`type="pass&#119;ord"`).

Written next to the pages:
  DIR/.manifest     the HTML files formlint's default include selects, sorted, one per
                    line, relative to DIR (bench/floor reads it)
  DIR/.stats.json   size distribution, encodings, forms, and the number of password
                    inputs the generator put where libxml2 will see them
For --big-page/--small-page the statistics go to FILE.stats.json.
"""

import argparse
import json
import os
import random
import statistics
import sys
import time

GENERATOR_VERSION = 1

# ----------------------------------------------------------------------------- words

WORDS = """
the of and to in is for on with as by at from that this be are it an or was your we
you our can will not all more new about use how what when which their has have one
site page data build static release guide install configure server client request
response cache deploy team project account user settings profile privacy security
policy terms contact support help docs documentation blog news update version feature
performance network storage database query index search result report analytics
dashboard metric event log error warning note example sample template theme layout
component module package library framework tool command option flag value default
system service platform cloud region cluster node instance container image volume
backup restore sync share export import upload download file folder path link button
form field input label select menu item list table row column cell header footer
sidebar content section article chapter topic category tag archive author editor
reader comment reply thread post story photo video audio media gallery map location
address phone email message notification alert status progress history timeline
schedule calendar date time week month year today price plan billing invoice payment
order cart product catalog store shipping delivery return refund customer partner
company mission vision career job office event conference meetup community forum
question answer tutorial course lesson quiz exercise solution source code review test
""".split()

ACCENTED = """café naïve résumé Zürich façade déjà São Málaga Ærø señor piñata crème brûlée
Kraków Genève Bücher Straße Ångström fiancée Noël Québec Montréal déjà-vu über""".split()
PUNCT_1252 = ["\u2019", "\u201c", "\u201d", "\u2026", "\u2014", "\u20ac", "\u2122", "\u00a9"]
# Not in windows-1252: become &#NNNN; references in those pages.
RARE = ["\u6771\u4eac", "\U0001F600", "\u0395\u03bb\u03bb\u03ac\u03b4\u03b1", "\u041c\u043e\u0441\u043a\u0432\u0430"]

SECTIONS = """blog docs news products support about account help guides en fr de es
releases tutorials community events careers legal press api reference changelog
2018 2019 2020 2021 2022 2023 2024 archive team solutions pricing learn""".split()


def words(r, n, fancy=0.0):
    out = []
    for _ in range(n):
        x = r.random()
        if x < fancy:
            out.append(r.choice(ACCENTED))
        elif x < fancy * 1.4:
            out.append(r.choice(PUNCT_1252))
        elif x < fancy * 1.45:
            out.append(r.choice(RARE))
        else:
            out.append(r.choice(WORDS))
    return out


def sentence(r, fancy=0.02):
    w = words(r, r.randint(6, 22), fancy)
    w[0] = w[0].capitalize()
    # inline markup
    k = r.random()
    if k < 0.25:
        i = r.randrange(len(w))
        w[i] = '<a href="/%s/%s">%s</a>' % (r.choice(SECTIONS), r.choice(WORDS), w[i])
    elif k < 0.35:
        i = r.randrange(len(w))
        w[i] = "<em>%s</em>" % w[i]
    elif k < 0.45:
        i = r.randrange(len(w))
        w[i] = "<strong>%s</strong>" % w[i]
    elif k < 0.50:
        i = r.randrange(len(w))
        w[i] = "<code>%s</code>" % w[i]
    elif k < 0.55:
        w.insert(r.randrange(len(w)), "&amp;")
    elif k < 0.58:
        w.insert(r.randrange(len(w)), "&nbsp;&mdash;")
    return " ".join(w) + r.choice([".", ".", ".", "?", "!", ":"])


def slug(r, n=3):
    return "-".join(r.choice(WORDS) for _ in range(r.randint(1, n)))


# ----------------------------------------------------------------------------- pools


def make_paragraph(r):
    return "<p>" + " ".join(sentence(r) for _ in range(r.randint(2, 9))) + "</p>\n"


def make_table(r):
    cols = r.randint(3, 8)
    rows = r.randint(5, 120)
    old = r.random() < 0.25
    if old:
        parts = ['<table width=100% border=0 cellpadding=2 cellspacing=0 bgcolor="#ffffff">\n']
    else:
        parts = ['<table class="data-table %s">\n<caption>%s</caption>\n' % (slug(r, 1), " ".join(words(r, 5)))]
    parts.append("<thead><tr>" + "".join("<th scope=\"col\">%s</th>" % r.choice(WORDS).capitalize() for _ in range(cols)) + "</tr></thead>\n<tbody>\n")
    for i in range(rows):
        cells = []
        for c in range(cols):
            x = r.random()
            if x < 0.35:
                cells.append("%d" % r.randint(0, 99999))
            elif x < 0.5:
                cells.append("%04d-%02d-%02d" % (r.randint(2015, 2024), r.randint(1, 12), r.randint(1, 28)))
            elif x < 0.6:
                cells.append('<a href="/%s/%s-%d">%s</a>' % (r.choice(SECTIONS), r.choice(WORDS), r.randint(1, 999), r.choice(WORDS)))
            elif x < 0.65:
                cells.append("%.2f&nbsp;&euro;" % (r.random() * 1000))
            else:
                cells.append(" ".join(words(r, r.randint(1, 4), 0.02)))
        if old:
            parts.append("<tr bgcolor=#%06x>" % r.randint(0xE0E0E0, 0xFFFFFF) + "".join("<td align=left>%s" % c for c in cells) + "\n")
        else:
            parts.append("<tr%s>" % (' class="odd"' if i % 2 else "") + "".join("<td>%s</td>" % c for c in cells) + "</tr>\n")
    parts.append("</tbody></table>\n")
    return "".join(parts)


def make_svg(r, big):
    n = r.randint(8, 60) if big else r.randint(1, 4)
    w = r.choice([16, 20, 24, 32]) if not big else r.choice([320, 480, 640, 800])
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" aria-hidden="true" focusable="false">' % (w, w, w, w)]
    if big:
        parts.append("<title>%s</title><defs><linearGradient id=\"g%d\"><stop offset=\"0\" stop-color=\"#%06x\"/><stop offset=\"1\" stop-color=\"#%06x\"/></linearGradient></defs>" % (
            " ".join(words(r, 4)), r.randint(0, 9999), r.randint(0, 0xFFFFFF), r.randint(0, 0xFFFFFF)))
    for _ in range(n):
        pts = " ".join("%s%.2f %.2f" % (r.choice("MLCQLLLHV"), r.random() * w, r.random() * w) for _ in range(r.randint(4, 30)))
        parts.append('<path fill="#%06x" stroke-width="%.1f" d="%sZ"/>' % (r.randint(0, 0xFFFFFF), r.random() * 3, pts))
        if big and r.random() < 0.1:
            parts.append('<text x="%d" y="%d" font-size="12">%s</text>' % (r.randint(0, w), r.randint(0, w), " ".join(words(r, 3))))
    parts.append("</svg>")
    return "".join(parts)


JS_SNIPPETS = [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-%s');",
    "document.addEventListener('DOMContentLoaded',function(){var m=document.querySelector('.menu-toggle');if(m){m.addEventListener('click',function(){document.body.classList.toggle('nav-open')})}});",
    "(function(){var el=document.getElementById('cookie-banner');if(localStorage.getItem('consent')==='1'&&el){el.remove()}else if(el){el.hidden=false}})();",
    "var tpl='<div class=\"toast\"><p>'+msg+'</p></div>';if(a<b&&b>0){render(tpl)}",
    "for(var i=0;i<items.length;i++){if(items[i].offsetTop<window.scrollY+200){items[i].classList.add('seen')}}",
]


def make_script(r):
    x = r.random()
    if x < 0.3:
        return '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"%s","datePublished":"%04d-%02d-%02d","author":{"@type":"Person","name":"%s"}}</script>\n' % (
            " ".join(words(r, 6)), r.randint(2015, 2024), r.randint(1, 12), r.randint(1, 28), " ".join(words(r, 2)).title())
    if x < 0.6:
        body = "".join(r.choice(JS_SNIPPETS) for _ in range(r.randint(1, 6)))
        return "<script>%s</script>\n" % (body.replace("%s", "%X" % r.randint(0, 0xFFFFFF)))
    # a minified bundle: identifiers, strings with markup, comparisons
    parts = ["<script>!function(e,t){\"use strict\";"]
    for _ in range(r.randint(20, 600)):
        a, b = r.choice(WORDS), r.choice(WORDS)
        y = r.random()
        if y < 0.3:
            parts.append("var %s_%d=function(n){return n&&n.%s<%d?'%s':\"</%s>\"};" % (a, r.randint(0, 99), b, r.randint(0, 99), b, r.choice(["div", "span", "p"])))
        elif y < 0.6:
            parts.append("e.%s=t.querySelectorAll('.%s-%s');" % (a, b, a))
        else:
            parts.append("if(%s.length>%d){%s.push({id:%d,name:\"%s\"})}" % (a, r.randint(0, 9), b, r.randint(0, 9999), " ".join(words(r, 3))))
    parts.append("}(window,document);</script>\n")
    return "".join(parts)


def make_style(r):
    parts = ["<style>"]
    for _ in range(r.randint(10, 400)):
        sel = r.choice([".%s", "#%s", ".%s > a", ".%s:hover", "@media (max-width: 720px){.%s", ".%s::before"]) % slug(r, 2)
        decl = ";".join("%s:%s" % (r.choice(["color", "margin", "padding", "display", "font-size", "line-height", "border", "background"]),
                                   r.choice(["#%06x" % r.randint(0, 0xFFFFFF), "%dpx" % r.randint(0, 64), "flex", "1.5", "0 auto", "none", "url(/assets/img/%s.png)" % r.choice(WORDS)]))
                        for _ in range(r.randint(1, 6)))
        parts.append("%s{%s}%s\n" % (sel, decl, "}" if sel.startswith("@media") else ""))
    parts.append("</style>\n")
    return "".join(parts)


def make_code_block(r):
    lines = []
    for _ in range(r.randint(3, 30)):
        y = r.random()
        if y < 0.4:
            lines.append("&lt;div class=&quot;%s&quot;&gt;%s&lt;/div&gt;" % (slug(r, 2), " ".join(words(r, 3))))
        elif y < 0.7:
            lines.append("  %s --%s=%d %s/" % (r.choice(["npm run", "make", "git", "curl -fsSL", "docker run"]), r.choice(WORDS), r.randint(0, 99), r.choice(WORDS)))
        else:
            lines.append("const %s = await fetch(&#39;/api/%s&#39;); // %s" % (r.choice(WORDS), r.choice(WORDS), " ".join(words(r, 4))))
    return '<pre><code class="language-%s">%s</code></pre>\n' % (r.choice(["html", "shell", "js"]), "\n".join(lines))


def make_cards(r, icons):
    parts = ['<div class="grid grid-%d">\n' % r.randint(2, 4)]
    for _ in range(r.randint(3, 12)):
        parts.append('  <div class="card"><a class="card-link" href="/%s/%s/"><img src="/assets/img/%s.jpg" alt="%s" loading="lazy" width="%d" height="%d"></a>\n'
                     '    <div class="card-body"><h3 class="card-title">%s</h3>%s<p class="card-text">%s</p>\n'
                     '    <span class="meta">%s min read</span></div></div>\n' % (
                         r.choice(SECTIONS), slug(r), r.choice(WORDS), " ".join(words(r, 4)), r.choice([320, 640]), r.choice([180, 360]),
                         " ".join(words(r, 5, 0.03)).title(), r.choice(icons), sentence(r), r.randint(2, 15)))
    parts.append("</div>\n")
    return "".join(parts)


def make_list(r):
    tag = r.choice(["ul", "ol"])
    items = "".join('<li><a href="/%s/%s/">%s</a> %s</li>\n' % (r.choice(SECTIONS), slug(r), " ".join(words(r, 3)).capitalize(), " ".join(words(r, r.randint(0, 12), 0.02)))
                    for _ in range(r.randint(3, 25)))
    return "<%s class=\"%s\">\n%s</%s>\n" % (tag, slug(r, 1), items, tag)


def make_nav(r, icons):
    links = "".join('<li class="nav-item"><a class="nav-link" href="/%s/">%s%s</a></li>' % (s, r.choice(icons) if r.random() < 0.3 else "", s.capitalize())
                    for s in r.sample(SECTIONS, r.randint(4, 9)))
    sub = "".join('<li><a href="/%s/%s/">%s</a></li>' % (r.choice(SECTIONS), slug(r), " ".join(words(r, 2)).title()) for _ in range(r.randint(5, 40)))
    return ('<header class="site-header" role="banner">\n<div class="container"><a class="brand" href="/">%s<span>%s</span></a>\n'
            '<button class="menu-toggle" aria-expanded="false" aria-controls="nav">%s</button>\n'
            '<nav id="nav" aria-label="Main"><ul class="nav">%s<li class="dropdown"><ul class="dropdown-menu">%s</ul></li></ul></nav>\n'
            '%%SEARCH%%</div></header>\n' % (r.choice(icons), " ".join(words(r, 2)).title(), r.choice(icons), links, sub))


def make_footer(r, icons):
    cols = "".join('<div class="footer-col"><h4>%s</h4><ul>%s</ul></div>' % (
        r.choice(WORDS).capitalize(), "".join('<li><a href="/%s/%s/">%s</a></li>' % (r.choice(SECTIONS), slug(r), " ".join(words(r, 2)).title()) for _ in range(r.randint(3, 9))))
        for _ in range(r.randint(2, 5)))
    social = "".join('<a href="https://example.%s/%s" rel="noopener">%s</a>' % (r.choice(["com", "org", "net"]), r.choice(WORDS), r.choice(icons)) for _ in range(r.randint(2, 6)))
    return ('<footer class="site-footer">\n<div class="container">%s</div>\n<div class="social">%s</div>\n'
            '<p class="copyright">&copy; %d %s. All rights reserved.</p>\n%%NEWSLETTER%%</footer>\n' % (cols, social, r.randint(2015, 2024), " ".join(words(r, 2)).title()))


class Pools:
    def __init__(self, seed):
        r = random.Random("pools-%d" % seed)
        self.icons = [make_svg(r, False) for _ in range(30)]
        self.paragraphs = [make_paragraph(r) for _ in range(700)]
        self.tables = [make_table(r) for _ in range(80)]
        self.figures = [make_svg(r, True) for _ in range(40)]
        self.scripts = [make_script(r) for _ in range(60)]
        self.styles = [make_style(r) for _ in range(30)]
        self.codes = [make_code_block(r) for _ in range(60)]
        self.cards = [make_cards(r, self.icons) for _ in range(60)]
        self.lists = [make_list(r) for _ in range(80)]
        self.navs = [make_nav(r, self.icons) for _ in range(12)]
        self.footers = [make_footer(r, self.icons) for _ in range(12)]
        # for the smallest pages: a bare nav and footer
        self.lite_navs = ['<header><a href="/">%s</a> <nav>%s</nav>%%SEARCH%%</header>\n' % (
            " ".join(words(r, 2)).title(), " | ".join('<a href="/%s/">%s</a>' % (s, s) for s in r.sample(SECTIONS, 5))) for _ in range(4)]
        self.lite_footers = ['<footer><p>&copy; %d %s &middot; <a href="/legal/">Legal</a></p>%%NEWSLETTER%%</footer>\n' % (
            r.randint(2015, 2024), " ".join(words(r, 2)).title()) for _ in range(4)]
        self.headings = [" ".join(words(r, r.randint(2, 7), 0.03)).capitalize() for _ in range(300)]
        # ~1 MB of CSS and ~2 MB of JS to cut asset files from
        self.css_text = "".join(s[7:-9] for s in self.styles)
        self.js_text = "".join(s for s in self.scripts)


# ----------------------------------------------------------------------------- forms

VALID_RULES = [
    "required: upper; required: lower; required: digit; minlength: 12;",
    "minlength: 20; required: lower; required: upper; required: digit; required: [-().&amp;@?'#,/&quot;+]; max-consecutive: 2;",
    "required: lower; required: upper; required: digit; required: special; minlength: 16; maxlength: 64;",
    "required: upper, lower; required: digit; allowed: [-_.!]; minlength: 14; max-consecutive: 3;",
    "minlength: 12; maxlength: 128; required: lower; required: upper; required: digit;",
    "allowed: ascii-printable; required: digit; required: upper; minlength: 15;",
    "required: upper;\n                 required: lower;\n                 required: digit;\n                 minlength: 12;",
]
BROKEN_RULES = [
    "required: upper; required: lower; required: digits; minlength: 12;",
    "required: upper; required: lower; required: digit; minlength: 12 ;",
    "required: upper; required: lower; required: digit; max-consecutive: -1;",
    "required: upper; allowed: [a-z]; required: digit; minlength: 12;",
    "required: digits; minlength: 12 ;",
    "min-length: 12; required: upper; required: lower;",
    "required: Upper; required: lower; required: digit; minlength: twelve;",
    "required: upper lower; required: digit; minlength: 12;",
    "required: lower; required: upper; minlength: 8; maxlength: 10;",
    "required: special; allowed: special; minlength: 12;",
    "required: upper; required: lower; required: digit; minlength: 40; maxlength: 20;",
    "required: [abc; minlength: 12;",
    "required: numbers; required: lower; minlength: 12;",
    "required: upper; required: lower; required: digit; minlength: 12; maxLength: 64;",
]
PATTERNS = [
    r"(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}",
    r"[A-Za-z0-9]{12,64}",
    r"^(?=.*[0-9])(?=.*[a-z]).{10,}$",
]
CONFIRM_NAMES = ["password_confirmation", "confirm_password", "password2", "repeat-password", "passwordConfirm", "verify_password", "pwd_again"]
NEW_NAMES = ["password", "new_password", "newPassword", "pass", "user[password]", "pwd"]
CURRENT_NAMES = ["current_password", "old_password", "currentPassword", "existing-password", "password"]


class FormStats:
    def __init__(self):
        self.passwords = 0
        self.kinds = {}
        self.rules_valid = 0
        self.rules_broken = 0
        self.probes = 0


def attrs_html(r, attrs, style):
    """attrs: list of (name, value or None). style: quoting and layout."""
    out = []
    for name, value in attrs:
        if value is None:
            out.append(name)
            continue
        q = style["quote"]
        if q == "none" and (not value or any(c in value for c in " \t\n\"'=<>`")):
            q = '"'
        if q == "'" and "'" in value:
            q = '"'
        if q == "none":
            out.append("%s=%s" % (name, value))
        else:
            out.append("%s=%s%s%s" % (name, q, value, q))
    sep = "\n      " if style["multiline"] else " "
    return sep.join(out)


def password_input(r, st, role, rules, style, extra=()):
    """One <input type=password>; returns markup. st: FormStats."""
    t = style["type_value"]
    attrs = [(style["type_attr"], t)]
    if role == "current":
        name = r.choice(CURRENT_NAMES)
        ac = "current-password"
    elif role == "new":
        name = r.choice(NEW_NAMES)
        ac = "new-password"
    else:
        name = r.choice(CONFIRM_NAMES)
        ac = "new-password"
    attrs.append(("name", name))
    attrs.append(("id", "%s-%d" % (name.replace("[", "-").replace("]", ""), r.randint(1, 999))))
    x = r.random()
    if x < 0.08:
        attrs.append(("autocomplete", "off"))
    elif x < 0.78:
        attrs.append(("autocomplete", ac))
    if rules is not None:
        attrs.append(("passwordrules", rules))
    if role != "current":
        if r.random() < 0.4:
            attrs.append(("minlength", r.choice(["8", "12", "6", "16"])))
        if r.random() < 0.3:
            attrs.append(("maxlength", r.choice(["64", "20", "128", "10"])))
        if r.random() < 0.15:
            attrs.append(("pattern", r.choice(PATTERNS)))
    attrs.append(("required", None))
    if r.random() < 0.3:
        attrs.append(("class", "form-control"))
    attrs.extend(extra)
    head, rest = attrs[0], attrs[1:]
    r.shuffle(rest)
    st.passwords += 1
    closing = " />" if style["xhtml"] else ">"
    return "<input %s%s" % (attrs_html(r, [head] + rest, style), closing)


def pick_rules(r, st, p_rules):
    if r.random() >= p_rules:
        return None
    if r.random() < 0.55:
        st.rules_valid += 1
        return r.choice(VALID_RULES)
    st.rules_broken += 1
    return r.choice(BROKEN_RULES)


def field(label, inner, fid):
    return '<div class="form-group"><label for="%s">%s</label>\n  %s</div>\n' % (fid, label, inner)


def make_form(r, st, kind, style, probe=False):
    fid = "%s-form-%d" % (kind, r.randint(1, 9999))
    parts = []
    csrf = '<input type="hidden" name="csrf_token" value="%032x">' % r.getrandbits(128)
    user = ""
    if kind != "change" or r.random() < 0.3:
        if r.random() < 0.85:
            user = '<input type="%s" name="%s" id="username" autocomplete="username" required>' % (r.choice(["email", "text"]), r.choice(["email", "username", "login"]))
        else:
            user = '<input type="text" name="user" id="username">'
    if probe:
        # type spelled with a character reference: libxml2 decodes it to "password"
        style = dict(style, type_value=r.choice(["pass&#119;ord", "&#112;assword", "PASS&#x57;ORD"]), quote='"')
        st.probes += 1
    if kind == "signin":
        pw = password_input(r, st, "current", None, style)
        body = field("Email or username", user, "username") + field("Password", pw, "pw") + \
            '<div class="form-check"><input type="checkbox" name="remember" id="remember"> <label for="remember">Remember me</label></div>\n' \
            '<a class="forgot" href="/account/reset-password/">Forgot your password?</a>\n'
    elif kind == "signup":
        rules = pick_rules(r, st, 0.7)
        pw = password_input(r, st, "new", rules, style)
        x = r.random()
        crules = rules if x < 0.5 else (pick_rules(r, st, 1.0) if x < 0.65 else None)
        pw2 = password_input(r, st, "confirm", crules, style)
        body = field("Email", user, "username") + field("Full name", '<input type="text" name="name" autocomplete="name">', "name") + \
            field("Password", pw, "pw") + '<p class="hint">Use 12 or more characters with a mix of letters and numbers.</p>\n' + \
            field("Confirm password", pw2, "pw2") + \
            '<div class="form-check"><input type="checkbox" name="tos" required> I accept the <a href="/legal/terms/">terms</a></div>\n'
    elif kind == "change":
        cur = password_input(r, st, "current", None, style)
        rules = pick_rules(r, st, 0.6)
        pw = password_input(r, st, "new", rules, style)
        crules = rules if r.random() < 0.6 else None
        pw2 = password_input(r, st, "confirm", crules, style)
        body = (field("Username", user, "username") if user else "") + field("Current password", cur, "cur") + \
            field("New password", pw, "pw") + field("Repeat new password", pw2, "pw2")
    else:  # reset: new + confirm, token in the URL
        rules = pick_rules(r, st, 0.5)
        pw = password_input(r, st, "new", rules, style)
        pw2 = password_input(r, st, "confirm", rules if r.random() < 0.5 else None, style)
        body = field("New password", pw, "pw") + field("Confirm new password", pw2, "pw2")
    st.kinds[kind] = st.kinds.get(kind, 0) + 1
    title = {"signin": "Sign in", "signup": "Create your account", "change": "Change password", "reset": "Choose a new password"}[kind]
    layout = r.random()
    submit = '<button type="submit" class="btn btn-primary">%s</button>\n' % title
    if layout < 0.06:
        # form-less fields, grouped per document
        parts.append('<div class="auth %s"><h2>%s</h2>\n%s%s</div>\n' % (kind, title, body, submit.replace('type="submit"', 'type="button"')))
    elif layout < 0.11:
        # fields outside the form, associated with form="id"
        parts.append('<form id="%s" method="post" action="/account/%s"></form>\n<div class="auth %s"><h2>%s</h2>\n%s%s</div>\n' % (
            fid, kind, kind, title, body.replace("<input ", '<input form="%s" ' % fid), submit.replace("<button ", '<button form="%s" ' % fid)))
    elif layout < 0.2 and style["old"]:
        parts.append('<table class="login" border=0><tr><td><form method=post action="/cgi-bin/%s.pl" name=%s>\n%s%s%s</form></td></tr></table>\n' % (kind, kind, csrf, body, submit))
    else:
        parts.append('<section class="auth-card"><h2>%s</h2>\n<form id="%s" class="auth-form" method="post" action="/account/%s"%s>\n%s\n%s%s</form></section>\n' % (
            title, fid, kind, " novalidate" if r.random() < 0.2 else "", csrf, body, submit))
    return "".join(parts)


DECOYS = [
    '<p class="help">Forgot your password? <a href="/account/reset-password/">Reset it here</a>. Passwords are never sent by email.</p>\n',
    '<!-- old login box, removed 2021:\n<form action="/login"><input type="text" name="user"><input type="password" name="pw"></form>\n-->\n',
    "<script>var loginTpl='<label>Password <input type=\"password\" name=\"pw\" autocomplete=\"current-password\"></label>';function showLogin(){document.getElementById('login').innerHTML=loginTpl}</script>\n",
    '<pre><code class="language-html">&lt;input type="password" name="new-password"\n       autocomplete="new-password"\n       passwordrules="required: upper; required: lower; required: digit; minlength: 12;"&gt;</code></pre>\n',
    '<div class="form-group"><label for="hint">Password hint</label><input type="text" name="password_hint" id="hint" placeholder="Password hint"></div>\n',
    '<p><a href="/.well-known/change-password">Change password</a> &middot; <a href="/account/security/">Two-factor authentication</a></p>\n',
    "<script>document.querySelectorAll('input[type=password]').forEach(function(f){f.addEventListener('input',strength)});</script>\n",
]

# The prose-heavy site (--prose): a help centre / security blog whose text talks about passwords.
PROSE_SENTENCES = [
    "Use a password manager to generate a unique password for every site.",
    "A strong password is long: twelve characters or more, and never reused.",
    "If you forgot your password, ask for a reset link; we never send passwords by email.",
    "Change your password at once if you think someone else knows it.",
    "Passwords are stored as salted hashes, so nobody at the company can read yours.",
    "Two-factor authentication protects your account even when a password leaks.",
    "Password rules such as 'one symbol' make passwords harder to remember, not stronger.",
    "Your PASSWORD must not contain your username or your email address.",
    "Browsers can suggest a strong password when you sign up; accept it and let them save it.",
    "Never type your password into a page you reached from a link in an email.",
]
# "password" inside a tag, where no password field can come of it (links, other attributes).
PROSE_TAG_MENTIONS = [
    '<p><a href="/help/reset-password/">Reset your password</a> or <a href="/help/password-manager/" title="Password managers">use a password manager</a>.</p>\n',
    '<li><a class="nav-link" href="/security/passwords/">Passwords</a></li>\n',
    '<figure><img src="/img/password-strength-meter.png" alt="A password strength meter" width="640" height="320"><figcaption>Password strength</figcaption></figure>\n',
    '<div class="callout password-tips" id="password-tips" data-topic="passwords"><p>Tip: longer beats clever.</p></div>\n',
    '<p>See <a href="https://example.org/wiki/Password_strength" rel="noopener">password strength</a> and <a href=/blog/password-reuse/>why reuse hurts</a>.</p>\n',
    '<aside class="related"><h3>Related</h3><ul><li><a href="/help/change-password/">Change your password</a></li><li><a href="/help/forgot-password/">Forgot password</a></li></ul></aside>\n',
]

BENIGN_MALFORMED = [
    "<p><b><i>%s</b></i></p>\n",
    "<div class=wrapper><p>%s</div></span></p>\n",
    "<ul><li>%s<li>%s<li>%s</ul>\n",
    "<table><p>%s</p><tr><td>%s</table>\n",
    '<p><a href="/x/"class="y"title=z>%s</a> & %s < %s</p>\n',
    "<center><font face=Arial size=2>%s</font></center><br/></br>\n",
    "<custom-widget data-x=1>%s</custom-widget><p id=dup id=dup2>%s</p>\n",
    "<p>%s<p>%s<p>%s\n",
]
DANGEROUS_MALFORMED = [
    '<a href="/broken>%s</a> %s\n',          # unclosed quote swallows text up to the next "
    "<!-- %s -- %s --- >\n",                # comment that is not closed where it looks closed
    "<p>%s \x00 %s</p>\n",                  # a NUL byte
    "<p>%s \x92 %s</p>\n",                  # a windows-1252 byte in a UTF-8 page (invalid UTF-8)
]

# ----------------------------------------------------------------------------- pages

DOCTYPES = [
    (0.75, "<!DOCTYPE html>\n"),
    (0.10, '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'),
    (0.08, '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'),
    (0.07, ""),
]


def pick_weighted(r, table):
    x = r.random()
    for w, v in table:
        if x < w:
            return v
        x -= w
    return table[-1][1]


SEARCH_FORM = '<form class="search" role="search" action="/search/"><input type="search" name="q" placeholder="Search" aria-label="Search"><button type="submit">Go</button></form>\n'
NEWSLETTER = '<form class="newsletter" action="/subscribe" method="post"><label>Newsletter <input type="email" name="email" autocomplete="email" required></label><button>Subscribe</button></form>\n'


class Page:
    __slots__ = ("path", "data", "encoding", "crlf", "forms", "passwords", "decoy", "malformed", "probe")


def page_size(r, i):
    if i % 500 == 137:
        return int(r.uniform(1.8e6, 2.2e6))
    s = int(r.lognormvariate(10.597, 0.85))  # median e^10.597 = 40,000 bytes
    return max(5000, min(300000, s))


def page_path(r, i, has_form):
    ext = pick_weighted(r, [(0.90, ".html"), (0.07, ".htm"), (0.03, ".xhtml")])
    if has_form and r.random() < 0.5:
        folders = ["account"] + ([r.choice(["en", "de", "fr"])] if r.random() < 0.3 else [])
    else:
        depth = pick_weighted(r, [(0.15, 0), (0.3, 1), (0.3, 2), (0.15, 3), (0.07, 4), (0.03, 5)])
        folders = r.sample(SECTIONS, depth)
    name = "%s-%d" % (slug(r), i)
    if ext == ".html" and r.random() < 0.4:
        return "/".join(folders + [name, "index.html"])
    return "/".join(folders + [name + ext])


def build_page(r, pools, i, target, *, has_form, enc, probe=False, decoy=None, malformed=None, form_kinds=None):
    """Returns (text, FormStats, flags). Only text, no encoding yet."""
    st = FormStats()
    old = r.random() < 0.15
    xhtml = r.random() < 0.1
    style = {
        "quote": pick_weighted(r, [(0.8, '"'), (0.1, "'"), (0.1, "none")]),
        "multiline": r.random() < 0.2,
        "type_attr": "TYPE" if old and r.random() < 0.5 else "type",
        "type_value": "PASSWORD" if old and r.random() < 0.5 else ("Password" if r.random() < 0.03 else "password"),
        "xhtml": xhtml,
        "old": old,
    }
    lang = r.choice(["en", "en", "en", "de", "fr", "es"])
    title = r.choice(pools.headings)
    head = [pick_weighted(r, DOCTYPES), '<html lang="%s">\n<head>\n' % lang]
    if enc == "windows-1252":
        head.append('<meta charset="windows-1252">\n' if r.random() < 0.7 else '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">\n')
    elif enc == "utf-16":
        if r.random() < 0.5:
            head.append('<meta http-equiv="Content-Type" content="text/html; charset=utf-16">\n')
    else:
        head.append('<meta charset="utf-8">\n' if r.random() < 0.9 else '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n')
    head.append('<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>%s</title>\n' % title)
    head.append('<meta name="description" content="%s">\n<meta property="og:title" content="%s">\n<meta property="og:url" content="https://www.example.com/%d/">\n' % (
        " ".join(words(r, 14)), title, i))
    head.append('<link rel="canonical" href="https://www.example.com/%d/">\n<link rel="stylesheet" href="/assets/css/site.css?v=%d">\n<link rel="icon" href="/favicon.ico">\n' % (i, r.randint(1, 99)))
    # inline CSS/JS in proportion to the page: critical CSS, analytics, JSON-LD, a bundle
    if r.random() < 0.6:
        css = r.choice(pools.styles)
        if len(css) < target * 0.25:
            head.append(css)
    for _ in range(r.randint(0, 3)):
        js = r.choice(pools.scripts)
        if len(js) < target * 0.15:
            head.append(js)
    head.append("</head>\n<body class=\"%s\">\n" % slug(r, 2))
    lite = target < 16000
    nav = r.choice(pools.lite_navs if lite else pools.navs).replace("%SEARCH%", SEARCH_FORM if r.random() < 0.6 else "")
    footer = r.choice(pools.lite_footers if lite else pools.footers).replace("%NEWSLETTER%", NEWSLETTER if r.random() < 0.3 else "")
    tail = []
    for _ in range(r.randint(0, 3)):
        js = r.choice(pools.scripts)
        if len(js) < target * 0.15:
            tail.append(js)
    tail.append("</body>\n</html>\n")
    if r.random() < 0.03:
        tail.append("<!-- generated %d -->\n<script>/* appended after </html> */</script>\n" % r.randint(0, 10**9))

    fixed = sum(map(len, head)) + len(nav) + len(footer) + sum(map(len, tail))
    body = ['<main id="content">\n<nav class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/%s/">%s</a></nav>\n<h1>%s</h1>\n' % (
        r.choice(SECTIONS), r.choice(SECTIONS).capitalize(), title)]
    size = fixed + len(body[0])
    while size < target:
        x = r.random()
        if x < 0.38:
            blk = "<h2>%s</h2>\n%s" % (r.choice(pools.headings), "".join(r.choice(pools.paragraphs) for _ in range(r.randint(1, 5))))
        elif x < 0.50:
            blk = r.choice(pools.tables)
        elif x < 0.57:
            blk = '<figure class="diagram">%s<figcaption>%s</figcaption></figure>\n' % (r.choice(pools.figures), r.choice(pools.headings))
        elif x < 0.67:
            blk = r.choice(pools.lists)
        elif x < 0.72:
            blk = r.choice(pools.codes)
        elif x < 0.87:
            blk = r.choice(pools.cards)
        elif x < 0.90:
            blk = "<blockquote><p>%s</p><cite>%s</cite></blockquote>\n" % (sentence(r, 0.06), r.choice(pools.headings))
        elif x < 0.95:
            blk = r.choice(pools.scripts)
        elif x < 0.98:
            blk = "<!-- %s -->\n" % r.choice(pools.headings)
        else:
            blk = '<aside class="note">%s%s</aside>\n' % (r.choice(pools.icons), r.choice(pools.paragraphs))
        if size + len(blk) > target * 1.03:
            # do not overshoot the drawn size by a whole table: end with a paragraph
            blk = r.choice(pools.paragraphs)
            if size + len(blk) > target * 1.03 and size >= target * 0.97:
                break
        body.append(blk)
        size += len(blk)

    if has_form:
        kinds = form_kinds or [pick_weighted(r, [(0.45, "signin"), (0.3, "signup"), (0.15, "change"), (0.10, "reset")])]
        if form_kinds is None and r.random() < 0.12:
            kinds.append("signup" if kinds[0] == "signin" else "signin")
        for n, kind in enumerate(kinds):
            f = make_form(r, st, kind, style, probe=probe and n == 0)
            if r.random() < 0.15:  # a modal at the end of the page
                tail.insert(0, '<div class="modal" id="modal-%s" hidden>%s</div>\n' % (kind, f))
            else:
                body.insert(r.randint(1, len(body)), f)
    if decoy is not None:
        for d in decoy:
            body.insert(r.randint(1, len(body)), d)
    if malformed is not None:
        body.insert(r.randint(1, len(body)), malformed)
    body.append("</main>\n")
    text = "".join(head) + nav + "".join(body) + footer + "".join(tail)
    if xhtml:
        text = text.replace("<br>", "<br />")
    return text, st


def encode_page(text, enc, crlf, bom):
    if crlf:
        text = text.replace("\n", "\r\n")
    if enc == "windows-1252":
        return text.encode("cp1252", "xmlcharrefreplace")
    if enc == "utf-16":
        return b"\xff\xfe" + text.encode("utf-16-le")
    data = text.encode("utf-8", "surrogatepass")
    return (b"\xef\xbb\xbf" + data) if bom else data


def make_page(pools, seed, i, prose=False):
    r = random.Random(seed * 1000003 + i)
    target = page_size(r, i)
    utf16 = i % 200 == 57
    if utf16:
        target //= 2  # two bytes per character
    probe = i % 700 == 333
    has_form = probe or (utf16 and i % 400 == 57) or r.random() < (0.03 if prose else 0.15)
    x = r.random()
    enc = "utf-16" if utf16 else ("windows-1252" if x < 0.08 else "utf-8")
    bom = enc == "utf-8" and r.random() < 0.05
    crlf = r.random() < 0.15
    decoy = None
    if prose:
        # 98% of the pages say "password": two in three of those inside some tag (and in text),
        # the others in text only
        x = r.random()
        if x < 0.98 * 2 / 3:
            decoy = r.sample(PROSE_TAG_MENTIONS, r.randint(1, 3)) + (r.sample(DECOYS, 1) if r.random() < 0.2 else [])
        else:
            decoy = []
        if x < 0.98:
            decoy += ["<p>%s %s</p>\n" % (r.choice(PROSE_SENTENCES), sentence(r)) for _ in range(r.randint(1, 6))]
        decoy = decoy or None
    elif not has_form and r.random() < 0.065:
        decoy = r.sample(DECOYS, r.randint(1, 2))
    malformed, malformed_kind = None, None
    if r.random() < 0.06:
        # markup that makes libxml2 swallow what follows only where no password field is
        if not has_form and enc == "utf-8" and r.random() < 0.4:
            tpl, malformed_kind = r.choice(DANGEROUS_MALFORMED), "dangerous"
        else:
            tpl, malformed_kind = r.choice(BENIGN_MALFORMED), "benign"
        malformed = tpl % tuple(" ".join(words(r, 5)) for _ in range(tpl.count("%s")))
    truncate = not has_form and malformed is None and r.random() < 0.01
    path = page_path(r, i, has_form)
    text, st = build_page(r, pools, i, target, has_form=has_form, enc=enc, probe=probe, decoy=decoy, malformed=malformed)
    data = encode_page(text, enc, crlf, bom)
    if truncate:  # an upload cut short, ending anywhere (mid-tag, mid-character)
        data = data[: max(5000, int(len(data) * r.uniform(0.5, 0.95)))]
    p = Page()
    p.path, p.data, p.encoding, p.crlf = path, data, ("utf-8-bom" if bom else enc), crlf
    p.forms, p.passwords, p.decoy, p.probe = st.kinds, st.passwords, decoy is not None, probe
    p.malformed = "truncated" if truncate else malformed_kind
    return p, st


def make_asset(pools, seed, i):
    """A non-HTML file beside the pages; None for most i."""
    r = random.Random(seed * 1000003 + i + 7 * 10**8)
    if r.random() >= 0.3:
        return None
    kind = pick_weighted(r, [(0.25, "css"), (0.25, "js"), (0.25, "png"), (0.1, "txt"), (0.06, "json"), (0.05, "svg"), (0.04, "xml")])
    near = r.random() < 0.3
    folder = "/".join(r.sample(SECTIONS, r.randint(1, 3))) if near else "assets/%s" % {"png": "img", "svg": "img"}.get(kind, kind)
    name = "%s-%d.%s" % (slug(r, 2), i, kind)
    if kind == "css":
        n = int(r.lognormvariate(9.6, 0.9))
        start = r.randrange(max(1, len(pools.css_text) - n))
        data = pools.css_text[start:start + n].encode()
    elif kind == "js":
        n = int(r.lognormvariate(10.3, 1.0))
        start = r.randrange(max(1, len(pools.js_text) - n))
        data = pools.js_text[start:start + n].encode()
    elif kind == "png":
        data = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(int(r.lognormvariate(9.5, 1.0)))
    elif kind == "txt":
        data = ("\n".join(sentence(r, 0) for _ in range(r.randint(3, 60))) + "\n").encode()
    elif kind == "json":
        data = json.dumps([{"id": k, "title": " ".join(words(r, 4)), "url": "/%s/%s/" % (r.choice(SECTIONS), slug(r))} for k in range(r.randint(5, 300))]).encode()
    elif kind == "svg":
        data = ('<?xml version="1.0" encoding="UTF-8"?>\n' + make_svg(r, True)).encode()
    else:
        data = ('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
                "".join("<url><loc>https://www.example.com/%s/%s/</loc></url>\n" % (r.choice(SECTIONS), slug(r)) for _ in range(r.randint(10, 500))) + "</urlset>\n").encode()
    return folder + "/" + name, data


HTML_EXTS = (".html", ".htm", ".xhtml")


def write_file(root, rel, data, made_dirs):
    d = os.path.dirname(rel)
    if d and d not in made_dirs:
        os.makedirs(os.path.join(root, d), exist_ok=True)
        made_dirs.add(d)
    with open(os.path.join(root, rel), "wb") as f:
        f.write(data)


def percentile(sorted_values, q):
    if not sorted_values:
        return 0
    k = min(len(sorted_values) - 1, max(0, int(round(q * (len(sorted_values) - 1)))))
    return sorted_values[k]


def gen_site(out, pages, seed, prose=False):
    t0 = time.perf_counter()
    pools = Pools(seed)
    os.makedirs(out, exist_ok=True)
    made = set()
    sizes, html_paths = [], []
    enc_counts, form_kinds = {}, {}
    stats = {"pages_with_forms": 0, "password_inputs": 0, "rules_valid": 0, "rules_broken": 0, "decoy_pages": 0,
             "malformed_pages": {}, "crlf_pages": 0, "probe_pages": 0, "utf16_pages_with_forms": 0}
    other_files, other_bytes = 0, 0
    for i in range(pages):
        p, st = make_page(pools, seed, i, prose)
        write_file(out, p.path, p.data, made)
        html_paths.append(p.path)
        sizes.append(len(p.data))
        enc_counts[p.encoding] = enc_counts.get(p.encoding, 0) + 1
        if p.forms:
            stats["pages_with_forms"] += 1
            if p.encoding == "utf-16":
                stats["utf16_pages_with_forms"] += 1
        for k, v in p.forms.items():
            form_kinds[k] = form_kinds.get(k, 0) + v
        stats["password_inputs"] += p.passwords
        stats["rules_valid"] += st.rules_valid
        stats["rules_broken"] += st.rules_broken
        stats["decoy_pages"] += p.decoy
        stats["crlf_pages"] += p.crlf
        stats["probe_pages"] += p.probe
        if p.malformed:
            stats["malformed_pages"][p.malformed] = stats["malformed_pages"].get(p.malformed, 0) + 1
        a = make_asset(pools, seed, i)
        if a is not None:
            write_file(out, a[0], a[1], made)
            other_files += 1
            other_bytes += len(a[1])
    html_paths.sort()
    with open(os.path.join(out, ".manifest"), "w") as f:
        f.write("".join(p + "\n" for p in html_paths))
    s = sorted(sizes)
    stats.update({
        "generator_version": GENERATOR_VERSION, "seed": seed, "html_files": pages, "html_bytes": sum(sizes),
        "size_min": s[0], "size_p10": percentile(s, 0.1), "size_median": int(statistics.median(s)),
        "size_p90": percentile(s, 0.9), "size_max": s[-1], "pages_over_1mb": sum(1 for x in s if x > 1_000_000),
        "encodings": enc_counts, "forms": form_kinds, "other_files": other_files, "other_bytes": other_bytes,
        "folders": len(made), "prose": prose,
    })
    with open(os.path.join(out, ".stats.json"), "w") as f:
        json.dump(stats, f, indent=1, sort_keys=True)
    stats["seconds"] = round(time.perf_counter() - t0, 2)
    return stats


def gen_big(out, megabytes, seed):
    """One page of about `megabytes` MB: a long report made of realistic sections, with a
    form every ~256 KB. Written as it is generated (the generator stays small)."""
    t0 = time.perf_counter()
    pools = Pools(seed)
    r = random.Random("big-%d" % seed)
    target = int(megabytes * 1_000_000)
    st = FormStats()
    style = {"quote": '"', "multiline": False, "type_attr": "type", "type_value": "password", "xhtml": False, "old": False}
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    written = 0
    next_form = 128_000
    with open(out, "wb", buffering=1 << 20) as f:
        def put(s):
            nonlocal written
            b = s.encode("utf-8")
            f.write(b)
            written += len(b)
        put('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Full archive</title>\n')
        put(pools.styles[0] + pools.scripts[0] + "</head>\n<body>\n" + pools.navs[0].replace("%SEARCH%", SEARCH_FORM) + '<main id="content">\n')
        n = 0
        footer = pools.footers[0].replace("%NEWSLETTER%", NEWSLETTER) + "</main>\n</body>\n</html>\n"
        while written < target - len(footer):
            n += 1
            chunk = ['<section id="s%d" class="archive-entry">\n<h2>%s</h2>\n' % (n, r.choice(pools.headings))]
            for _ in range(r.randint(2, 8)):
                x = r.random()
                if x < 0.45:
                    chunk.append(r.choice(pools.paragraphs))
                elif x < 0.6:
                    chunk.append(r.choice(pools.tables))
                elif x < 0.7:
                    chunk.append(r.choice(pools.lists))
                elif x < 0.8:
                    chunk.append(r.choice(pools.cards))
                elif x < 0.87:
                    chunk.append(r.choice(pools.figures))
                elif x < 0.93:
                    chunk.append(r.choice(pools.codes))
                else:
                    chunk.append(r.choice(pools.scripts))
            if written >= next_form:
                chunk.append(make_form(r, st, pick_weighted(r, [(0.4, "signin"), (0.3, "signup"), (0.2, "change"), (0.1, "reset")]), style))
                next_form += 256_000
            chunk.append("</section>\n")
            put("".join(chunk))
        put(footer)
    stats = {"generator_version": GENERATOR_VERSION, "seed": seed, "html_files": 1, "html_bytes": written, "sections": n,
             "password_inputs": st.passwords, "forms": st.kinds}
    with open(out + ".stats.json", "w") as f:
        json.dump(stats, f, indent=1, sort_keys=True)
    stats["seconds"] = round(time.perf_counter() - t0, 2)
    return stats


def gen_small(out, seed):
    """A ~5 KB sign-up page, as one template file in a pre-commit hook."""
    pools = Pools(seed)
    r = random.Random("small-%d" % seed)
    st = FormStats()
    style = {"quote": '"', "multiline": True, "type_attr": "type", "type_value": "password", "xhtml": False, "old": False}
    while True:  # one whose new-password field carries passwordrules
        st = FormStats()
        form = make_form(r, st, "signup", style)
        if "passwordrules" in form:
            break
    text = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Create your account</title>\n'
            '<link rel="stylesheet" href="/assets/css/site.css">\n</head>\n<body>\n' + pools.lite_navs[1].replace("%SEARCH%", "") +
            '<main id="content">\n<h1>Create your account</h1>\n' + "".join(pools.paragraphs[:3]) + form + "".join(pools.paragraphs[3:7]) +
            "</main>\n" + pools.lite_footers[1].replace("%NEWSLETTER%", "") + "</body>\n</html>\n")
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    data = text.encode("utf-8")
    with open(out, "wb") as f:
        f.write(data)
    stats = {"generator_version": GENERATOR_VERSION, "seed": seed, "html_files": 1, "html_bytes": len(data), "password_inputs": st.passwords}
    with open(out + ".stats.json", "w") as f:
        json.dump(stats, f, indent=1, sort_keys=True)
    return stats


# ----------------------------------------------------------------------------- component repository

COMP_AREAS = """account admin analytics billing cart catalog checkout dashboard editor feed gallery inbox
insights media notifications onboarding orders profile reports search settings shared support team
widgets""".split()
COMP_NOUNS = """Avatar Badge Banner Breadcrumbs Button Card Chart Chip Dialog Drawer Dropdown EmptyState Filter
Footer Grid Header Hero Icon Item List Loader Menu Modal Nav Pager Panel Picker Popover Row Sidebar
Skeleton Slider Spinner Stat Stepper Summary Table Tabs Tag Tile Timeline Toast Toggle Toolbar Tooltip
Upload""".split()
COMP_PREFIX = """Account Activity Billing Cart Comment Contact Invoice Media Order Plan Product Profile Project
Report Team Ticket Upload User""".split()
HOOKS = """useDebounce useFetch useLocalStorage useMediaQuery usePagination useToggle useInterval
useClickOutside useWindowSize usePrevious useHover useForm useQueryParams useTheme""".split()
PW_RULES_OK = ["required: upper; required: lower; required: digit; minlength: 12;",
               "required: lower; required: upper; required: digit; required: [-().&@?'#,/+]; minlength: 14;",
               "minlength: 16; required: lower, upper; required: digit;"]
PW_RULES_BAD = ["required: upper; required: digits; minlength: 8;",
                "required: lower; required: upper; minlength: 12 ;",
                "required: upper; allowed: [a-z]; min-length: 10;"]


def _ident(r, n=2):
    return "".join(r.choice(WORDS).capitalize() for _ in range(n))


def _camel(r):
    return r.choice(WORDS) + _ident(r, 1)


def _jsx_tree(r, depth, ts):
    """A JSX subtree without password fields: divs, lists rendered with map, buttons, text, conditionals."""
    ind = "  " * (depth + 2)
    x = r.random()
    if depth > 3 or x < 0.25:
        return ind + "<p className=\"%s\">%s</p>\n" % (slug(r, 2), " ".join(words(r, r.randint(3, 12))).replace("<", ""))
    if x < 0.40:
        v = _camel(r)
        return (ind + "<ul className=\"%s-list\">\n" % slug(r, 1) + ind + "  {%ss.map((%s) => (\n" % (v, v) +
                ind + "    <li key={%s.id} onClick={() => onSelect(%s.id)}>\n" % (v, v) + ind + "      {%s.%s}\n" % (v, r.choice(WORDS)) +
                ind + "    </li>\n" + ind + "  ))}\n" + ind + "</ul>\n")
    if x < 0.52:
        return (ind + "<button type=\"button\" className=\"btn btn-%s\" disabled={loading} onClick={handle%s}>\n" % (r.choice(["primary", "ghost", "link"]), _ident(r, 1)) +
                ind + "  %s\n" % r.choice(WORDS).capitalize() + ind + "</button>\n")
    if x < 0.62:
        return ind + "{%s && (\n" % _camel(r) + _jsx_tree(r, depth + 1, ts) + ind + ")}\n"
    if x < 0.70:
        return ind + "<%s %s={%s} %s=\"%s\" />\n" % (r.choice(COMP_NOUNS), _camel(r), _camel(r), r.choice(["size", "variant", "tone"]), r.choice(WORDS))
    if x < 0.76:
        return ind + "<img src={%s} alt=\"%s\" width={%d} height={%d} />\n" % (_camel(r), " ".join(words(r, 3)), r.choice([16, 24, 32, 64]), r.choice([16, 24, 32, 64]))
    tag = r.choice(["div", "section", "header", "footer", "aside", "main"])
    kids = "".join(_jsx_tree(r, depth + 1, ts) for _ in range(r.randint(1, 4)))
    return ind + "<%s className=\"%s\">\n" % (tag, slug(r, 2)) + kids + ind + "</%s>\n" % tag


def _imports(r, ts, native=False):
    lines = ['import React, { %s } from "react";\n' % ", ".join(r.sample(["useState", "useEffect", "useMemo", "useCallback", "useRef", "useContext"], r.randint(1, 3)))]
    if r.random() < 0.5:
        lines.append('import clsx from "clsx";\n')
    for _ in range(r.randint(1, 5)):
        lines.append('import { %s } from "%s/%s";\n' % (r.choice(COMP_NOUNS), r.choice(["../shared", "@/components", "../../ui", "./parts"]), r.choice(COMP_NOUNS)))
    if r.random() < 0.4:
        lines.append('import { %s } from "@/hooks/%s";\n' % ((h := r.choice(HOOKS)), h))
    if r.random() < 0.5:
        lines.append('import styles from "./%s.module.css";\n' % _ident(r, 1))
    return "".join(lines)


def _component(r, name, ts, target):
    out = [_imports(r, ts), "\n"]
    props = [_camel(r) for _ in range(r.randint(2, 6))]
    if ts:
        out.append("export interface %sProps {\n" % name)
        for p in props:
            out.append("  %s%s: %s;\n" % (p, "?" if r.random() < 0.3 else "", r.choice(["string", "number", "boolean", "() => void", "Array<Item>", "Record<string, unknown>", "React.ReactNode"])))
        out.append("  onSelect?: (id: string) => void;\n}\n\n")
    sig = "{ %s, onSelect }%s" % (", ".join(props), ": %sProps" % name if ts else "")
    out.append("export function %s(%s) {\n" % (name, sig))
    for _ in range(r.randint(1, 4)):
        v = _camel(r)
        out.append("  const [%s, set%s] = useState%s(%s);\n" % (v, v[0].upper() + v[1:], "<%s>" % r.choice(["string", "number", "boolean"]) if ts else "", r.choice(['""', "0", "false", "null"])))
    out.append("  const [loading, setLoading] = useState(false);\n")
    if r.random() < 0.6:
        out.append("  useEffect(() => {\n    let cancelled = false;\n    fetch(`/api/%s/${%s}`)\n      .then((res) => res.json())\n"
                   "      .then((data) => { if (!cancelled) set%s(data); })\n      .finally(() => setLoading(false));\n"
                   "    return () => { cancelled = true; };\n  }, [%s]);\n" % (r.choice(COMP_AREAS), props[0], _ident(r, 1), props[0]))
    for _ in range(r.randint(1, 3)):
        out.append("  const handle%s = useCallback(%s => {\n    %s(%s);\n  }, [%s]);\n" % (
            _ident(r, 1), "(event%s)" % (": React.MouseEvent" if ts else ""), r.choice(["onSelect?.", "setLoading"]) if False else "onSelect?.", "String(event.timeStamp)", props[-1]))
    out.append("\n  return (\n    <div className={clsx(\"%s\", %s && \"is-active\")}>\n" % (slug(r, 2), props[0]))
    size = sum(len(x) for x in out)
    while size < target:
        t = _jsx_tree(r, 0, ts)
        out.append(t)
        size += len(t)
    out.append("    </div>\n  );\n}\n\nexport default %s;\n" % name)
    return "".join(out)


def _util(r, target):
    out = ['import type { %s } from "@/types";\n\n' % _ident(r, 1)]
    size = len(out[0])
    while size < target:
        fn, a, b = _camel(r), _camel(r), _camel(r)
        x = r.random()
        if x < 0.3:
            t = ("export function %s<T extends { id: string }>(items: T[], %s: string): T[] {\n"
                 "  return items.filter((item) => item.id !== %s).sort((a, b) => (a.id < b.id ? -1 : 1));\n}\n\n" % (fn, a, a))
        elif x < 0.5:
            t = ("export const %s = (%s: number, %s = 2): string =>\n  new Intl.NumberFormat(\"en-US\", { maximumFractionDigits: %s }).format(%s);\n\n" % (fn, a, b, b, a))
        elif x < 0.7:
            t = ("export type %s = {\n  id: string;\n  %s: %s;\n  %s?: Array<%s>;\n  createdAt: Date;\n};\n\n" % (_ident(r), a, r.choice(["string", "number", "boolean"]), b, r.choice(["string", "number"])))
        elif x < 0.85:
            t = ("export async function %s(%s: string): Promise<Response> {\n  const res = await fetch(`/api/%s/${encodeURIComponent(%s)}`, {\n"
                 "    headers: { Accept: \"application/json\" },\n  });\n  if (res.status >= 400 && res.status < 500) throw new Error(`%s ${res.status}`);\n  return res;\n}\n\n"
                 % (fn, a, r.choice(COMP_AREAS), a, " ".join(words(r, 4))))
        else:  # generics and comparisons that a JSX reader must not take for tags
            t = ("export const %s = <K extends keyof T, T>(obj: T, key: K): T[K] | undefined =>\n  obj != null && (obj as any)[key] < 0 ? undefined : obj[key];\n\n" % fn)
        out.append(t)
        size += len(t)
    return "".join(out)


def _hook(r, name, target):
    body = ("import { useEffect, useRef, useState } from \"react\";\n\nexport function %s<T>(value: T, delay = 300): T {\n"
            "  const [state, setState] = useState<T>(value);\n  const timer = useRef<ReturnType<typeof setTimeout>>();\n"
            "  useEffect(() => {\n    timer.current = setTimeout(() => setState(value), delay);\n    return () => clearTimeout(timer.current);\n"
            "  }, [value, delay]);\n  return state;\n}\n\n" % name)
    return body + _util(r, max(0, target - len(body)))


def _test(r, name, target):
    out = ['import { render, screen, fireEvent } from "@testing-library/react";\nimport { %s } from "./%s";\n\ndescribe("%s", () => {\n' % (name, name, name)]
    size = len(out[0])
    while size < target:
        t = ('  it("%s", async () => {\n    render(<%s %s="%s" onSelect={jest.fn()} />);\n    fireEvent.click(screen.getByRole("button", { name: /%s/i }));\n'
             '    expect(await screen.findByText("%s")).toBeInTheDocument();\n  });\n\n' % (" ".join(words(r, 6)), name, _camel(r), r.choice(WORDS), r.choice(WORDS), r.choice(WORDS)))
        out.append(t)
        size += len(t)
    out.append("});\n")
    return "".join(out)


def _vue(r, name, target, form=None):
    tpl = ["<template>\n  <div class=\"%s\">\n" % slug(r, 2)]
    if form:
        tpl.append(form)
    size = 0
    while size < target * 0.6:
        x = r.random()
        if x < 0.3:
            t = '    <p v-if="%s" class="%s">{{ %s }}</p>\n' % (_camel(r), slug(r, 1), _camel(r))
        elif x < 0.55:
            t = '    <ul>\n      <li v-for="item in %s" :key="item.id" @click="select(item)">{{ item.%s }}</li>\n    </ul>\n' % (_camel(r), r.choice(WORDS))
        elif x < 0.75:
            t = '    <%s :%s="%s" variant="%s" />\n' % (r.choice(COMP_NOUNS), _camel(r), _camel(r), r.choice(WORDS))
        else:
            t = '    <button type="button" :disabled="loading" @click="%s">%s</button>\n' % (_camel(r), " ".join(words(r, 2)))
        tpl.append(t)
        size += len(t)
    tpl.append("  </div>\n</template>\n\n")
    script = ['<script setup lang="ts">\nimport { ref, computed, onMounted } from "vue";\n']
    for _ in range(r.randint(1, 4)):
        script.append("import %s from \"@/components/%s.vue\";\n" % ((c := r.choice(COMP_NOUNS)), c))
    script.append("\nconst props = defineProps<{ %s: string; %s?: number }>();\nconst loading = ref(false);\n" % (_camel(r), _camel(r)))
    for _ in range(r.randint(2, 6)):
        script.append("const %s = computed(() => props.%s ?? %d);\n" % (_camel(r), _camel(r), r.randint(0, 99)))
    script.append("onMounted(async () => {\n  loading.value = true;\n  await fetch(\"/api/%s\");\n  loading.value = false;\n});\n</script>\n\n" % r.choice(COMP_AREAS))
    style = "<style scoped>\n.%s { display: flex; gap: %dpx; }\n.%s > * + * { margin-top: 0.5rem; }\n</style>\n" % (slug(r, 1), r.randint(2, 24), slug(r, 1))
    return "".join(tpl) + "".join(script) + style


def _svelte(r, target, form=None):
    out = ['<script lang="ts">\n  import { onMount } from "svelte";\n  export let %s: string;\n  let loading = false;\n  onMount(() => { loading = true; });\n</script>\n\n' % _camel(r)]
    if form:
        out.append(form)
    size = len(out[0])
    while size < target:
        t = '{#if %s}\n  <p class="%s">{%s}</p>\n{:else}\n  <button on:click={() => (%s = !%s)}>%s</button>\n{/if}\n' % (_camel(r), slug(r, 1), _camel(r), "loading", "loading", " ".join(words(r, 2)))
        out.append(t)
        size += len(t)
    out.append("\n<style>\n  p { margin: 0; }\n</style>\n")
    return "".join(out)


def _pw_attrs(r, role, syntax, st):
    """The attributes of one password field: autocomplete, sometimes passwordrules (valid or broken) and minlength."""
    ac = {"current": "current-password", "new": "new-password"}[role]
    key = {"jsx": "autoComplete", "vue": "autocomplete", "svelte": "autocomplete"}[syntax]
    attrs = ['%s="%s"' % (key, ac if r.random() < 0.85 else r.choice(["new_password", "off", "password"]))]
    if role == "new" and r.random() < 0.6:
        bad = r.random() < 0.35
        rules = r.choice(PW_RULES_BAD if bad else PW_RULES_OK)
        st["rules_broken" if bad else "rules_valid"] += 1
        attrs.append('passwordrules="%s"' % rules)
    if r.random() < 0.4:
        attrs.append(('minLength={%d}' if syntax == "jsx" else 'minlength="%d"') % r.choice([6, 8, 12]))
    return attrs


def _pw_form(r, syntax, kind, st):
    """A sign-in (one field) or sign-up (two) form in JSX, a Vue template or Svelte; counts its fields in st."""
    roles = ["current"] if kind == "signin" else ["new", "new"]
    ind = "      " if syntax == "jsx" else "    "
    lines = [ind + ('<form onSubmit={handleSubmit} noValidate>\n' if syntax == "jsx" else
                    '<form @submit.prevent="submit">\n' if syntax == "vue" else '<form on:submit|preventDefault={submit}>\n')]
    lines.append(ind + '  <label %s="email">Email</label>\n' % ("htmlFor" if syntax == "jsx" else "for"))
    lines.append(ind + '  <input id="email" type="email" name="email" %s />\n' % ('autoComplete="username"' if syntax == "jsx" else 'autocomplete="username"'))
    for n, role in enumerate(roles):
        fid = ["password", "confirm-password"][n]
        bind = {"jsx": 'value={%s} onChange={(e) => set%s(e.target.value)}' % (["password", "confirm"][n], ["Password", "Confirm"][n]),
                "vue": 'v-model="%s"' % ["password", "confirm"][n], "svelte": "bind:value={%s}" % ["password", "confirm"][n]}[syntax]
        lines.append(ind + '  <label %s="%s">%s</label>\n' % ("htmlFor" if syntax == "jsx" else "for", fid, ["Password", "Repeat password"][n]))
        lines.append(ind + '  <input\n%s    id="%s"\n%s    name="%s"\n%s    type="password"\n' % (ind, fid, ind, fid, ind) +
                     "".join(ind + "    " + a + "\n" for a in _pw_attrs(r, role, syntax, st)) + ind + "    " + bind + "\n" + ind + "  />\n")
        st["password_inputs"] += 1
    lines.append(ind + '  <button type="submit">%s</button>\n' % ("Sign in" if kind == "signin" else "Create account"))
    lines.append(ind + "</form>\n")
    return "".join(lines)


def _decoy(r, syntax):
    """Code that says "password" without a password field: i18n strings, a test's selector, a hook."""
    if syntax == "ts":
        return r.choice([
            'export const messages = {\n  forgot: "Forgot your password?",\n  reset: "We sent a password reset link to {email}.",\n};\n\n',
            'export function passwordStrength(password: string): number {\n  let score = password.length >= 12 ? 2 : 0;\n'
            '  if (/[A-Z]/.test(password) && /[0-9]/.test(password)) score += 1;\n  return score;\n}\n\n',
            'const FIELD = \'<input type="password" autocomplete="new-password">\'; // markup in a string\n\n'])
    return r.choice([
        '        <a href="/account/reset-password">Forgot your password?</a>\n',
        '        {/* <input type="password" name="legacy-password" /> */}\n',
        '        <p className="hint">{t("password.hint")}</p>\n'])


def _comp_file(seed, i):
    """File i of the component repository: (path, text, planted password inputs, stats delta)."""
    r = random.Random("comp-%d-%d" % (seed, i))
    st = {"password_inputs": 0, "rules_valid": 0, "rules_broken": 0, "form_files": 0, "decoy_files": 0}
    area = r.choice(COMP_AREAS)
    feature = "%s%d" % (r.choice(COMP_PREFIX), i % 97)
    target = int(min(24_000, max(300, r.lognormvariate(7.6, 0.7))))  # median ~2 KB
    has_form = r.random() < 0.01
    decoy = not has_form and r.random() < 0.05
    x = r.random()
    if has_form:
        kind = "signin" if r.random() < 0.6 else "signup"
        syn = pick_weighted(r, [(0.5, "tsx"), (0.2, "jsx"), (0.2, "vue"), (0.1, "svelte")])
        st["form_files"] = 1
        name = {"signin": "SignIn", "signup": "SignUp"}[kind] + r.choice(["Form", "Page", "Panel", "Dialog"])
        if syn in ("tsx", "jsx"):
            text = _component(r, name, syn == "tsx", target)
            form = _pw_form(r, "jsx", kind, st)
            text = text.replace("\n  return (\n    <div", '\n  const [password, setPassword] = useState("");\n  const [confirm, setConfirm] = useState("");\n'
                                "  const handleSubmit = (event) => event.preventDefault();\n\n  return (\n    <div", 1)
            k = text.index("\n", text.index("  return (\n    <div")  + 14) + 1
            text = text[:k] + form + text[k:]
            return "src/%s/%s/%s.%s" % (area, feature, name, syn), text, st
        if syn == "vue":
            return "src/%s/views/%s%d.vue" % (area, name, i), _vue(r, name, target, _pw_form(r, "vue", kind, st)), st
        return "src/%s/lib/%s%d.svelte" % (area, name, i), _svelte(r, target, _pw_form(r, "svelte", kind, st)), st
    if x < 0.28:
        name = r.choice(COMP_PREFIX) + r.choice(COMP_NOUNS)
        text = _component(r, name, True, target)
        path = "src/%s/%s/%s.tsx" % (area, feature, name)
    elif x < 0.40:
        name = r.choice(COMP_PREFIX) + r.choice(COMP_NOUNS)
        text = _component(r, name, False, target)
        path = "src/%s/%s/%s.jsx" % (area, feature, name)
    elif x < 0.55:
        text = _util(r, target)
        path = "src/%s/utils/%s%d.ts" % (area, _camel(r), i)
    elif x < 0.62:
        name = r.choice(HOOKS)
        text = _hook(r, name, target)
        path = "src/%s/hooks/%s%d.ts" % (area, name, i)
    elif x < 0.78:
        name = r.choice(COMP_PREFIX) + r.choice(COMP_NOUNS)
        text = _test(r, name, target)
        path = "src/%s/%s/__tests__/%s%d.test.tsx" % (area, feature, name, i)
    elif x < 0.97:
        name = r.choice(COMP_PREFIX) + r.choice(COMP_NOUNS)
        text = _vue(r, name, target)
        path = "src/%s/views/%s%d.vue" % (area, name, i)
    else:
        text = _svelte(r, target)
        path = "src/%s/lib/%s%d.svelte" % (area, _ident(r), i)
    if decoy:
        st["decoy_files"] = 1
        if path.endswith(".ts"):
            text = _decoy(r, "ts") + text
        elif path.endswith((".tsx", ".jsx")) and "\n  return (\n    <div" in text and "__tests__" not in path:
            k = text.index("\n", text.index("  return (\n    <div") + 14) + 1
            text = text[:k] + _decoy(r, "jsx") + text[k:]
        elif path.endswith((".vue", ".svelte")):  # outside <script>, "//" is text and markup there is real
            text = '<!-- <input type="password" name="legacy-password"> moved to AuthForm -->\n' + text
        else:
            text = "".join("// " + line + "\n" for line in _decoy(r, "ts").splitlines() if line) + "\n" + text
    return path, text, st


def gen_components(out, files, seed):
    """A React/Vue repository: `files` source files under src/ (components, hooks, utils, tests; 1% with
    a password field), a few non-source files, and a node_modules/ whose password fields must not count."""
    t0 = time.perf_counter()
    os.makedirs(out, exist_ok=True)
    made = set()
    manifest, sizes, kinds = [], [], {}
    stats = {"password_inputs": 0, "rules_valid": 0, "rules_broken": 0, "form_files": 0, "decoy_files": 0}
    seen = set()
    for i in range(files):
        path, text, st = _comp_file(seed, i)
        if path in seen:  # two random names met in one folder
            stem, ext = path.rsplit(".", 1)
            path = "%s%d.%s" % (stem, i, ext)
        seen.add(path)
        data = text.encode("utf-8")
        write_file(out, path, data, made)
        manifest.append(path)
        sizes.append(len(data))
        ext = path.rsplit(".", 1)[1]
        kinds[ext] = kinds.get(ext, 0) + 1
        for k, v in st.items():
            stats[k] += v
    # other files formlint's default include does not select
    r = random.Random("comp-other-%d" % seed)
    other = [("package.json", '{\n  "name": "app",\n  "private": true,\n  "scripts": {"dev": "vite", "test": "jest"}\n}\n'),
             ("README.md", "# app\n\nSign in with your email and password.\n"), ("src/styles/global.css", "body { margin: 0; }\n")]
    for n in range(files // 50):
        other.append(("src/%s/%s.module.css" % (r.choice(COMP_AREAS), _ident(r)), ".root { display: grid; gap: %dpx; }\n" % r.randint(1, 30)))
    for p, t in other:
        write_file(out, p, t.encode(), made)
    # node_modules: other people's code, password fields included; skipped by formlint's walk
    nm_files, nm_fields = 0, 0
    for n in range(max(10, files // 30)):
        rr = random.Random("comp-nm-%d-%d" % (seed, n))
        pkg = r.choice(["ui-kit", "@acme/auth-forms", "react-login", "vue-auth", "form-widgets"])
        st = {"password_inputs": 0, "rules_valid": 0, "rules_broken": 0}
        if n % 3 == 0:
            text = _component(rr, "Login%d" % n, False, 1500)
            k = text.index("\n", text.index("  return (\n    <div") + 14) + 1
            text = text[:k] + _pw_form(rr, "jsx", "signup", st) + text[k:]
        else:
            text = _util(rr, 2000)
        nm_fields += st["password_inputs"]
        write_file(out, "node_modules/%s/dist/%s%d.%s" % (pkg, "Login" if n % 3 == 0 else "index", n, "jsx" if n % 3 == 0 else "ts"), text.encode(), made)
        nm_files += 1
    manifest.sort()
    with open(os.path.join(out, ".manifest"), "w") as f:
        f.write("".join(p + "\n" for p in manifest))
    s = sorted(sizes)
    stats.update({"generator_version": GENERATOR_VERSION, "seed": seed, "source_files": files, "source_bytes": sum(sizes),
                  "size_min": s[0], "size_median": int(statistics.median(s)), "size_p90": percentile(s, 0.9), "size_max": s[-1],
                  "kinds": kinds, "other_files": len(other), "node_modules_files": nm_files, "node_modules_password_inputs": nm_fields,
                  "folders": len(made)})
    with open(os.path.join(out, ".stats.json"), "w") as f:
        json.dump(stats, f, indent=1, sort_keys=True)
    stats["seconds"] = round(time.perf_counter() - t0, 2)
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="site folder, or the page file with --big-page/--small-page")
    ap.add_argument("--pages", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--big-page", type=float, metavar="MB", help="write one page of about MB megabytes")
    mode.add_argument("--small-page", action="store_true", help="write one small sign-up page")
    mode.add_argument("--components", type=int, metavar="N",
                      help="a React/Vue repository of N source files under src/ (1%% with password fields) and a node_modules/ to skip")
    ap.add_argument("--prose", action="store_true",
                    help="a site whose text talks about passwords: 98%% of the pages say it (in links and text), 3%% have forms")
    a = ap.parse_args(argv)
    if a.big_page is not None:
        stats = gen_big(a.out, a.big_page, a.seed)
    elif a.small_page:
        stats = gen_small(a.out, a.seed)
    elif a.components is not None:
        if os.path.exists(os.path.join(a.out, ".manifest")):
            print("gen_corpus: %s already holds a corpus; remove it first" % a.out, file=sys.stderr)
            return 2
        stats = gen_components(a.out, a.components, a.seed)
    else:
        if os.path.exists(os.path.join(a.out, ".manifest")):
            print("gen_corpus: %s already holds a corpus; remove it first" % a.out, file=sys.stderr)
            return 2
        stats = gen_site(a.out, a.pages, a.seed, a.prose)
    json.dump(stats, sys.stdout, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
