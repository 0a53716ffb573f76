import Foundation
import XCTest

/// The dashboard page in headless Chromium, watched through the DevTools protocol by
/// `Browser/page_in_chromium.py`: it waits until the page shows something (`ready`), then —
/// the page never reloaded — until it shows something more (`then`), and keeps the DOM and a
/// screenshot.
final class BrowserWatch: @unchecked Sendable {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/page_in_chromium.py")

    let process = Process()
    let dom: URL
    private let output = Pipe()
    private var lines: [String] = []
    private var buffered = ""
    private let lock = NSLock()

    init(chromium: URL, url: String, ready: String, then: String?, dom: URL, screenshot: URL?) throws {
        self.dom = dom
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", Self.script.path, url, "--ready", ready, "--dom", dom.path, "--chromium", chromium.path, "--timeout", "90"]
        if let then { arguments += ["--then", then] }
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { handle.readabilityHandler = nil; return }
            self.lock.lock()
            self.buffered += String(decoding: data, as: UTF8.self)
            while let newline = self.buffered.firstIndex(of: "\n") {
                self.lines.append(String(self.buffered[..<newline]))
                self.buffered = String(self.buffered[self.buffered.index(after: newline)...])
            }
            self.lock.unlock()
        }
        try process.run()
    }

    /// What the script has said so far ("ready", "then", or why it timed out).
    var said: [String] { lock.lock(); defer { lock.unlock() }; return lines }

    func finish() -> (status: Int32, dom: String) {
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: dom, encoding: .utf8)) ?? "")
    }
}

extension String {
    /// How many times `piece` occurs.
    func occurrences(of piece: String) -> Int { components(separatedBy: piece).count - 1 }
}
