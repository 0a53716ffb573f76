// The parts of ncursesw that the notebook uses, made callable from Swift.
//
// - The wide-character API (get_wch, waddnwstr, cchar_t) is switched on here, before the header
//   is read. (pkg-config's `-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600` are not needed, and SwiftPM
//   warned on every run that it dropped them: the library is linked by Package.swift instead.)
// - Swift 6 rejects C globals such as stdscr, LINES and COLS, and cannot import function-like
//   macros such as A_BOLD or COLOR_PAIR: small inline functions wrap them.
#ifndef RXLEARN_CNCURSESW_SHIM_H
#define RXLEARN_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#if defined(__APPLE__)
#include <ncurses.h>
#else
#include <ncursesw/curses.h>
#endif

// glibc declares wcwidth only for _XOPEN_SOURCE; declaring it again is harmless.
int wcwidth(wchar_t c);

/// Opens curses on the process's standard output and input (Swift 6 rejects the C globals).
static inline SCREEN *rxn_newterm_std(void) { return newterm(NULL, stdout, stdin); }

/// The character set of the current locale, e.g. "UTF-8".
static inline const char *rxn_codeset(void) { return nl_langinfo(CODESET); }

/// How many columns the C library (and so ncurses) thinks a code point takes.
static inline int rxn_wcwidth(unsigned int codePoint) { return wcwidth((wchar_t)codePoint); }

static inline WINDOW *rxn_stdscr(void) { return stdscr; }
static inline int rxn_lines(void) { return LINES; }
static inline int rxn_cols(void) { return COLS; }
static inline int rxn_colors(void) { return COLORS; }

static inline attr_t rxn_a_normal(void) { return A_NORMAL; }
static inline attr_t rxn_a_bold(void) { return A_BOLD; }
static inline attr_t rxn_a_dim(void) { return A_DIM; }
static inline attr_t rxn_a_reverse(void) { return A_REVERSE; }
static inline attr_t rxn_a_underline(void) { return A_UNDERLINE; }
/* Italic for emphasised prose; older ncurses (macOS's system one) has no A_ITALIC: underline there. */
#ifdef A_ITALIC
static inline attr_t rxn_a_italic(void) { return A_ITALIC; }
#else
static inline attr_t rxn_a_italic(void) { return A_UNDERLINE; }
#endif

static inline int rxn_key_resize(void) { return KEY_RESIZE; }
static inline int rxn_key_up(void) { return KEY_UP; }
static inline int rxn_key_down(void) { return KEY_DOWN; }
static inline int rxn_key_left(void) { return KEY_LEFT; }
static inline int rxn_key_right(void) { return KEY_RIGHT; }
static inline int rxn_key_backspace(void) { return KEY_BACKSPACE; }
static inline int rxn_key_enter(void) { return KEY_ENTER; }
static inline int rxn_key_page_up(void) { return KEY_PPAGE; }
static inline int rxn_key_page_down(void) { return KEY_NPAGE; }
static inline int rxn_key_home(void) { return KEY_HOME; }
static inline int rxn_key_end(void) { return KEY_END; }
static inline int rxn_key_code_yes(void) { return KEY_CODE_YES; }

/// Reads one key or character from the standard screen; see get_wch(3).
static inline int rxn_get_wch(wint_t *key) { return wget_wch(stdscr, key); }

/// Writes `count` wide characters at row `y`, column `x` of the standard screen with `attributes`
/// and colour pair `pair`.
static inline int rxn_put(int y, int x, const wchar_t *text, int count, attr_t attributes, short pair) {
    wattr_set(stdscr, attributes, pair, NULL);
    return mvwaddnwstr(stdscr, y, x, text, count);
}

#endif
