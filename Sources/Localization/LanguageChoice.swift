/// Which language to speak, from (in this order) `--lang`, `RXLEARN_LANG`, and the locale
/// variables `LC_ALL`, `LC_MESSAGES` and `LANG` — the first of those three that is set and not
/// empty decides, as POSIX has it.
///
/// Only Simplified Chinese locales choose Chinese: `zh_CN`, `zh_SG` and any `zh_Hans…`. The
/// traditional-script regions (`zh_TW`, `zh_HK`, `zh_MO`), `C`, `POSIX` and every other locale
/// give English, since the translation is in simplified characters.
public enum LanguageChoice {
    public static let environmentVariable = "RXLEARN_LANG"
    public static let option = "--lang"

    /// A `--lang` or `RXLEARN_LANG` value that names no language.
    public struct UnknownLanguage: Error, Equatable, Sendable {
        public var value: String
        public var origin: String

        /// One sentence, in English: the language is not known yet when this is said.
        public var sentence: String {
            let known = Language.allCases.map(\.code).joined(separator: " or ")
            return "\(origin) `\(value)` is not a language rxlearn speaks: use \(known)"
        }
    }

    /// `--lang` with no value: the last argument, or `--lang=` with nothing after it.
    public struct MissingLanguage: Error, Equatable, Sendable {
        /// Said in the language the environment chooses, since `--lang` chose none; ends with
        /// its full stop.
        public func sentence(in language: Language) -> String {
            let example = "`rxlearn \(option) \(Language.simplifiedChinese.code)`"
            return Phrase(
                "\(option) needs a language after it: \(Language.allCases.map { "\($0.code) (\($0.nativeName))" }.joined(separator: " or ")), e.g. \(example).",
                zh: "\(option) 后面要写一种语言：\(Language.allCases.map { "\($0.code)（\($0.nativeName)）" }.joined(separator: "或 "))，例如 \(example)。"
            ).text(in: language)
        }

        public init() {}
    }

    /// The `MissingLanguage` problem, when the arguments (before a `--`) end in `--lang` or hold
    /// an empty `--lang=`; argument-parser would call a bare `--lang` an unknown option.
    public static func missingValue(in arguments: [String]) -> MissingLanguage? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if (argument == option && index + 1 == arguments.count) || argument == option + "=" { return MissingLanguage() }
        }
        return nil
    }

    /// The language asked for. An unknown `--lang` or `RXLEARN_LANG` value is an error (it was
    /// typed on purpose); an unknown locale is simply English.
    public static func resolve(argument: String?, environment: [String: String]) -> Result<Language, UnknownLanguage> {
        if let argument {
            guard let language = language(named: argument) else {
                return .failure(UnknownLanguage(value: argument, origin: option))
            }
            return .success(language)
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let language = language(named: value) else {
                return .failure(UnknownLanguage(value: value, origin: environmentVariable))
            }
            return .success(language)
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let locale = environment[name], !locale.isEmpty {
                return .success(language(ofLocale: locale))
            }
        }
        return .success(.english)
    }

    /// `zh-Hans`, `zh_Hans`, `zh-hans`, `en`, and the usual spellings of them.
    public static func language(named name: String) -> Language? {
        switch String(name.lowercased().map { $0 == "_" ? "-" : $0 }) {
        case "en", "english": .english
        case "zh-hans", "zh-cn", "zh", "chinese": .simplifiedChinese
        default: nil
        }
    }

    /// The language of a POSIX locale name such as `zh_CN.UTF-8` or `en_GB@euro`.
    public static func language(ofLocale locale: String) -> Language {
        // language[_territory][.codeset][@modifier]; the script may come as `zh_Hans_CN` or `zh-Hans`.
        let name = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard parts.first == "zh" else { return .english }
        let rest = Set(parts.dropFirst())
        if rest.contains("hans") { return .simplifiedChinese }
        if rest.contains("hant") { return .english }
        return rest.contains("cn") || rest.contains("sg") ? .simplifiedChinese : .english
    }

    /// The arguments without `--lang` and its value (up to a `--`): every command accepts the
    /// option wherever it stands, since it is taken out before argument-parser reads the rest.
    public static func removingOption(from arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument == option, index + 1 < arguments.count {
                index += 2
                continue
            }
            if argument.hasPrefix(option + "=") {
                index += 1
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// The value of `--lang` in the arguments (`--lang zh-Hans` or `--lang=zh-Hans`), read before
    /// argument-parser runs, because the help texts are made before it parses. Nil when absent,
    /// or when `--lang` is the last argument (`missingValue(in:)` says so).
    public static func argument(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }
}
