import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// A wrong answer to a bundled exercise, and the words its verdict must contain: the suites that
/// pin a stage's exercises to the mistake they teach (PitfallExerciseTests, MemoryExerciseTests)
/// list them. `code` nil stands for the exercise's own start file.
struct WrongAnswer: Sendable, CustomTestStringConvertible {
    let exercise: String
    let code: String?
    let named: String

    var testDescription: String { "\(exercise): \(named)" }

    /// The checker's verdict on this answer to its exercise, one of `exercises`, on 20 hidden inputs.
    func verdict(among exercises: [Exercise]) throws -> ExerciseVerdict {
        let exercise = try #require(exercises.first { $0.id == self.exercise })
        return try ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: 20)
            .check(code ?? exercise.start.source, for: exercise)
    }
}

/// The exercises of some bundled chapter files, read as they stand in Lessons/.
enum BundledChapters {
    static func exercises(in fileNames: [String]) -> [Exercise] {
        fileNames.flatMap { name -> [Exercise] in
            let file = RunnerEnvironment.packageRoot.appendingPathComponent("Lessons/\(name)")
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return ChapterParser.parse(text: text, fileName: name).chapter?.lessons.flatMap(\.exercises) ?? []
        }
    }
}

extension Array where Element == Exercise {
    /// The reference of `exercise` with `original` replaced by `replacement`: a wrong answer one
    /// change away from the right one.
    func reference(of exercise: String, replacing original: String, with replacement: String) -> String {
        let source = first { $0.id == exercise }?.solution?.source ?? ""
        precondition(source.contains(original), "\(exercise)'s reference has no `\(original)`")
        return source.replacingOccurrences(of: original, with: replacement)
    }
}
