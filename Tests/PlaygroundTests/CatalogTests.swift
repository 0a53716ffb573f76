import Foundation
import LessonKit
import Marbles
import Testing
@testable import Playground

@Suite struct CatalogTests {
    @Test(arguments: [
        ("catchError", "catch"), ("observeOn", "observe(on:)"), ("observe(on:)", "observe(on:)"), ("OBSERVEON", "observe(on:)"),
        ("takeUntil", "take(until:)"), ("elementAt", "element(at:)"), ("subscribeOn", "subscribe(on:)"),
        ("skipWhile", "skip(while:)"), ("shareReplay", "share(replay:)"), ("flatmaplatest", "flatMapLatest"), ("of", "from"),
    ])
    func rxSwift5SpellingsAndOtherFormsFindTheOperator(_ name: String, _ expected: String) {
        #expect(PlaygroundCatalog.find(name)?.name == expected)
    }

    @Test func unknownNamesFindNothingAndGetTheClosestNames() {
        #expect(PlaygroundCatalog.find("mapp") == nil)
        #expect(PlaygroundCatalog.find("") == nil)
        #expect(PlaygroundCatalog.closestNames(to: "mapp") == ["map"])
        #expect(PlaygroundCatalog.closestNames(to: "flat") == ["flatMap", "flatMapLatest"])
        #expect(PlaygroundCatalog.closestNames(to: "debounse").first == "debounce")
        #expect(PlaygroundCatalog.closestNames(to: "zzzzzzzz").isEmpty)
    }

    @Test func everyOperatorBelongsToAnOperatorLessonAndSaysWhatTheLearnerChanges() throws {
        let chapters = LessonLibrary.load(folder: PlayerEnvironment.packageRoot.appendingPathComponent("Lessons")).chapters
        let lessonIDs = Set(chapters.flatMap(\.lessons).map(\.id).filter { $0.hasPrefix("op-") })
        #expect(Set(PlaygroundCatalog.operators.map(\.lessonID)) == lessonIDs)
        for entry in PlaygroundCatalog.operators + PlaygroundCatalog.comparisonOnly {
            #expect(!entry.inputs.isEmpty, "\(entry.name) has nothing to edit")
            #expect(entry.youChange.english.hasSuffix("."), "\(entry.name): \(entry.youChange.english)")
            #expect(!entry.summary.english.isEmpty)
            // The Chinese of both, with a full stop where the English has one, and none of the
            // punctuation terminals draw one column wide.
            let chinese = [entry.summary.chinese ?? "", entry.youChange.chinese ?? ""]
            #expect(!chinese[0].isEmpty && chinese[1].hasSuffix("。"), "\(entry.name): \(chinese)")
            #expect(!chinese.joined().contains { "“”‘’…—·".contains($0) }, "\(entry.name): \(chinese)")
        }
        var owners: [String: Set<String>] = [:]
        for entry in PlaygroundCatalog.operators + PlaygroundCatalog.comparisonOnly {
            for name in [entry.name] + entry.aliases {
                owners[PlaygroundCatalog.lookupKey(name), default: []].insert(entry.name)
            }
        }
        #expect(owners.values.allSatisfy { $0.count == 1 }, "two operators answer to one name")
    }

    @Test func everyDefaultLaneParses() {
        for entry in PlaygroundCatalog.operators + PlaygroundCatalog.comparisonOnly {
            for input in entry.inputs {
                if case .failure(let problem) = PlaygroundInputParser.lane(named: input.name, marbles: input.marbles, frameMilliseconds: entry.frameMilliseconds) {
                    Issue.record("\(entry.name): \(problem.sentence)")
                }
            }
        }
    }

    @Test func comparisonsNameCatalogOperatorsAndAreFoundByAnyOfThem() {
        #expect(PlaygroundCatalog.comparisons.count == 4)
        for comparison in PlaygroundCatalog.comparisons {
            #expect((2 ... 3).contains(comparison.operators.count))
            for name in comparison.operators {
                #expect(PlaygroundCatalog.find(name)?.name == name)
                #expect(PlaygroundCatalog.comparison(containing: name) == comparison)
            }
            #expect(PlaygroundCatalog.comparison(containing: comparison.name) == comparison)
        }
        #expect(PlaygroundCatalog.comparison(containing: "map") == nil)
    }

    @Test func theListFitsEightyColumnsAndNamesEveryOperatorAndComparison() {
        let lines = PlaygroundText.list(width: 80)
        for line in lines {
            #expect(DisplayWidth.of(line) <= 80, "\(line)")
        }
        let starts = Set(lines.compactMap { $0.hasPrefix("  ") ? $0.dropFirst(2).split(separator: " ").first.map(String.init) : nil })
        for entry in PlaygroundCatalog.operators {
            #expect(starts.contains(entry.name), "\(entry.name) is not listed")
        }
        for comparison in PlaygroundCatalog.comparisons {
            #expect(lines.contains("  \(comparison.name)"))
        }
    }
}

@Suite struct InputParserTests {
    @Test func valueDefinitionsAfterTheLaneGiveTheValues() throws {
        let lane = try PlaygroundInputParser.lane(named: "typed", marbles: "-a-(b|) a=🐶 b=\"two words\"", frameMilliseconds: 100).get()
        #expect(lane == TimelineLane(name: "typed", events: [.next("🐶", at: 100), .next("two words", at: 300), .completed(at: 300)]))
    }

    @Test func theErrorMessageCanBeNamed() throws {
        let lane = try PlaygroundInputParser.lane(named: "source", marbles: "-a# #=timeout", frameMilliseconds: 10).get()
        #expect(lane.events == [.next("a", at: 10), .error("timeout", at: 20)])
    }

    @Test func aTimeProgressionStaysPartOfTheLane() throws {
        let lane = try PlaygroundInputParser.lane(named: "source", marbles: "200ms a 9ms |", frameMilliseconds: 1).get()
        #expect(lane.events == [.next("a", at: 200), .completed(at: 210)])
    }

    @Test(arguments: [
        ("-a-(b|", "Lane `a`, column 4: the group opened here is never closed"),
        ("-a-| =1", "Lane `a`: `=1` is not a value definition"),
        ("-a-| ab=1", "Lane `a`: `ab=1` is not a value definition"),
        ("a^-b", "Lane `a`: next(a) comes before `^`"),
    ])
    func aBadLaneIsOneSentenceThatNamesTheLane(_ marbles: String, _ start: String) {
        guard case .failure(let problem) = PlaygroundInputParser.lane(named: "a", marbles: marbles, frameMilliseconds: 10) else {
            Issue.record("`\(marbles)` parsed")
            return
        }
        #expect(problem.sentence.hasPrefix(start), "\(problem.sentence)")
        #expect(problem.sentence.hasSuffix("."))
        #expect(!problem.sentence.contains("\n"))
    }
}
