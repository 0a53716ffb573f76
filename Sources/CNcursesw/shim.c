// The notebook's ncursesw shim is all in include/shim.h (inline functions, which Swift compiles
// where it calls them); this file only makes CNcursesw a C target, which can link ncurses by
// platform (Package.swift) instead of through pkg-config.
#include "shim.h"
