/// The interface's string catalog: every sentence, label and key summary a learner reads in the
/// notebook and the command line, in English and Simplified Chinese (`Phrase`). One file per
/// area extends it (`UIText+Notebook.swift`, `UIText+CommandLine.swift` …); a phrase without its
/// Chinese falls back to English. Foundation's bundle localisation and string catalogs are not
/// available on Linux, hence a Swift table: the compiler checks every key and every argument.
///
/// What stays English on purpose: what the learner types or copies (commands, ids, options,
/// code), the core's printed forms (`next(1)`, `completed`), the diagnostics of
/// `rxlearn lint` and `rxlearn dev`, which are for lesson authors, and what scripts read
/// (`--json`, `report --csv`; `UIText+CommandLine.swift` says how).
public enum UIText {}
