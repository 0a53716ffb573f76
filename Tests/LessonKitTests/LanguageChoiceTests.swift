import Testing
@testable import Localization

/// `--lang`, `RXLEARN_LANG` and the locale, in that order, choose the language.
@Suite struct LanguageChoiceTests {
    private func choose(_ argument: String? = nil, _ environment: [String: String] = [:]) -> Language? {
        try? LanguageChoice.resolve(argument: argument, environment: environment).get()
    }

    @Test func theOptionWinsOverTheVariableAndTheVariableOverTheLocale() {
        #expect(choose("en", ["RXLEARN_LANG": "zh-Hans", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(choose(nil, ["RXLEARN_LANG": "zh-Hans", "LANG": "en_US.UTF-8"]) == .simplifiedChinese)
        #expect(choose(nil, ["RXLEARN_LANG": "en", "LC_ALL": "zh_CN.UTF-8"]) == .english)
    }

    @Test func theFirstLocaleVariableThatIsSetDecides() {
        #expect(choose(nil, ["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]) == .simplifiedChinese)
        #expect(choose(nil, ["LC_ALL": "", "LC_MESSAGES": "en_GB", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(choose(nil, ["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(choose(nil, [:]) == .english)
        #expect(choose(nil, ["RXLEARN_LANG": "", "LANG": "zh_SG.UTF-8"]) == .simplifiedChinese)
    }

    @Test(arguments: [
        ("zh_CN.UTF-8", Language.simplifiedChinese), ("zh_SG", .simplifiedChinese), ("zh_Hans", .simplifiedChinese),
        ("zh_Hans_HK.UTF-8", .simplifiedChinese), ("zh-Hans", .simplifiedChinese), ("zh_CN.GB18030@pinyin", .simplifiedChinese),
        ("zh_TW.UTF-8", .english), ("zh_HK", .english), ("zh_Hant_CN", .english), ("zh", .english),
        ("C", .english), ("POSIX", .english), ("C.UTF-8", .english), ("en_US.UTF-8", .english), ("ja_JP.UTF-8", .english),
    ])
    func localesMapToLanguages(locale: String, language: Language) {
        #expect(LanguageChoice.language(ofLocale: locale) == language)
    }

    @Test func anUnknownLanguageTypedOnPurposeIsAnErrorThatNamesTheChoices() {
        let result = LanguageChoice.resolve(argument: "fr", environment: [:])
        #expect(throws: LanguageChoice.UnknownLanguage.self) { try result.get() }
        guard case .failure(let problem) = result else { return }
        #expect(problem.sentence == "--lang `fr` is not a language rxlearn speaks: use en or zh-Hans")
        guard case .failure(let fromVariable) = LanguageChoice.resolve(argument: nil, environment: ["RXLEARN_LANG": "de"]) else {
            Issue.record("RXLEARN_LANG=de was accepted")
            return
        }
        #expect(fromVariable.origin == "RXLEARN_LANG")
    }

    @Test func spellingsOfTheLanguagesAreAccepted() {
        for name in ["zh-Hans", "zh_Hans", "ZH-HANS", "zh-CN", "zh"] {
            #expect(LanguageChoice.language(named: name) == .simplifiedChinese, "\(name)")
        }
        #expect(LanguageChoice.language(named: "EN") == .english)
        #expect(LanguageChoice.language(named: "zh-Hant") == nil)
    }

    @Test func theOptionIsFoundInTheArgumentsBeforeParsing() {
        #expect(LanguageChoice.argument(in: ["open", "--lang", "zh-Hans", "4.1-just"]) == "zh-Hans")
        #expect(LanguageChoice.argument(in: ["--lang=en", "list"]) == "en")
        #expect(LanguageChoice.argument(in: ["list"]) == nil)
        #expect(LanguageChoice.argument(in: ["run", "--", "--lang", "zh-Hans"]) == nil)
        #expect(LanguageChoice.argument(in: ["list", "--lang"]) == nil)
    }

    /// `--lang` with nothing after it says which languages it takes, in the language the
    /// environment would choose (argument-parser would call it an unknown option).
    @Test func theOptionWithoutAValueIsSaidWithItsChoices() throws {
        #expect(LanguageChoice.missingValue(in: ["list", "--lang"]) != nil)
        #expect(LanguageChoice.missingValue(in: ["--lang=", "list"]) != nil)
        #expect(LanguageChoice.missingValue(in: ["--lang", "en", "list"]) == nil)
        #expect(LanguageChoice.missingValue(in: ["run", "x", "--", "--lang"]) == nil)
        let missing = try #require(LanguageChoice.missingValue(in: ["--lang"]))
        #expect(missing.sentence(in: .english) == "--lang needs a language after it: en (English) or zh-Hans (简体中文), e.g. `rxlearn --lang zh-Hans`.")
        #expect(missing.sentence(in: .simplifiedChinese) == "--lang 后面要写一种语言：en（English）或 zh-Hans（简体中文），例如 `rxlearn --lang zh-Hans`。")
    }

    /// The shell that starts `$EDITOR` says 127 for a command it cannot find: said in words.
    @Test func anEditorThatIsNotThereIsSaidInWords() {
        let notFound = UIText.Notebook.Messages.editorEnded("vimx", status: 127)
        #expect(notFound.english == "the editor `vimx` was not found: set $VISUAL or $EDITOR to an editor installed here (for example `export EDITOR=nano`) and reopen rxlearn; the cell was left as it was")
        #expect(notFound.chinese?.hasPrefix("找不到编辑器 `vimx`：请把 $VISUAL 或 $EDITOR 设为") == true)
        #expect(UIText.Notebook.Messages.editorEnded("./notes.txt", status: 126).english.contains("cannot be run"))
        #expect(UIText.Notebook.Messages.editorEnded("vim", status: 1) == UIText.Notebook.Messages.editorFailed("vim", status: 1))
    }

    @Test func theOptionIsTakenOutBeforeArgumentParserReadsTheRest() {
        #expect(LanguageChoice.removingOption(from: ["open", "--lang", "zh-Hans", "4.1-just"]) == ["open", "4.1-just"])
        #expect(LanguageChoice.removingOption(from: ["--lang=en", "list", "--documents"]) == ["list", "--documents"])
        #expect(LanguageChoice.removingOption(from: ["run", "x", "--", "--lang", "en"]) == ["run", "x", "--", "--lang", "en"])
        #expect(LanguageChoice.removingOption(from: ["list", "--lang"]) == ["list", "--lang"])
    }

    @Test func aPhraseFallsBackToEnglishWhereItIsNotTranslated() {
        #expect(Phrase("quit", zh: "退出").text(in: .simplifiedChinese) == "退出")
        #expect(Phrase("quit").text(in: .simplifiedChinese) == "quit")
        #expect(Phrase("quit", zh: "退出").text(in: .english) == "quit")
        #expect(Language.english.next == .simplifiedChinese && Language.simplifiedChinese.next == .english)
    }
}
