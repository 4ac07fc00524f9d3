#if canImport(Glibc)
import Glibc
#endif
import RespondCore

/// The end of `respond-lua test`'s printout: each failure on one line (its
/// file and the first line of its reason), then the counts.
public enum TestSummary {
    public static let notRunReason = Words("not run: -x stopped the run after the first failure",
                                           "未运行：-x 在第一个失败之后停止了这次运行")

    /// The status words that open a line of `test`'s printout, six columns wide
    /// in either language (a Chinese character takes two); TAP and JUnit keep
    /// their own, English, words.
    public static let passedWord = Words("ok    ", "通过  ")
    public static let failedWord = Words("FAIL  ", "失败  ")
    public static let errorWord = Words("ERROR ", "出错  ")
    public static let notRunWord = Words("SKIP  ", "跳过  ")

    /// The line `test` prints as a script finishes: `ok    file` or `FAIL  file`.
    public static func statusLine(passed: Bool, name: String) -> String {
        (passed ? passedWord : failedWord).text() + name
    }

    /// The short summary: nothing when everything passed; else a heading, a line
    /// for each failure in the order they were reported (`FAIL  file: reason`,
    /// `ERROR file: reason` for what was not a failed expectation), and one for
    /// each script not run.
    public static func failureList(_ results: [ScriptSuite.Result], notRun: [String] = []) -> String {
        let failed = results.filter { !$0.passed }
        guard !failed.isEmpty || !notRun.isEmpty else { return "" }
        var lines = [Words("Short summary (\(failed.count) failed):", "失败摘要（\(failed.count) 个失败）：").text()]
        for result in failed {
            lines.append((result.failedCheck ? failedWord : errorWord).text() + reason(result))
        }
        for path in notRun {
            lines.append(notRunWord.text() + ScriptSuite.displayName(path) + ": " + notRunReason.text())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `file: first line of the report`, the file said once (a report that
    /// begins with its file's name is left as it is).
    static func reason(_ result: ScriptSuite.Result) -> String {
        let name = ScriptSuite.displayName(result.path)
        let first = TestReports.firstLine(result.outcome.report ?? "")
        return first.hasPrefix(name + ":") ? first : name + ": " + first
    }

    /// `3 passed, 2 failed` (and `, 1 not run`).
    public static func counts(passed: Int, failed: Int, notRun: Int) -> String {
        let rest = notRun > 0 ? Words(", \(notRun) not run", "，\(notRun) 个未运行").text() : ""
        return Words("\(passed) passed, \(failed) failed", "\(passed) 个通过，\(failed) 个失败").text() + rest
    }
}

/// What `respond-lua test --lf` reruns: the scripts that failed the last time
/// the same paths were tested from the same directory. Kept in
/// `$XDG_CACHE_HOME/respond-lua/last-failed/KEY` (`~/.cache/respond-lua/...`
/// without it), KEY the FNV-1a hash of the working directory and the paths
/// named; the file holds a comment line naming them, then one path a line,
/// sorted (control characters escaped as the runner shows them).
public struct LastFailedRecord {
    public let file: String
    public let header: String

    public init(paths: [String], environment: [String: String] = LastFailedRecord.environment()) {
        var directory = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let cwd = getcwd(&directory, directory.count) != nil
            ? String(decoding: directory.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? "/tmp") + "/.cache")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ([cwd] + paths).joined(separator: "\0").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        file = cache + "/respond-lua/last-failed/" + String(repeating: "0", count: 16 - hex.count) + hex
        header = "# respond-lua test " + paths.map(ScriptSuite.displayName).joined(separator: " ") + " (in " + cwd + ")"
    }

    public static func environment() -> [String: String] {
        var out: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            if let value = getenv(name) { out[name] = String(cString: value) }
        }
        return out
    }

    /// The paths recorded as failed, or nil when there is no record.
    public func read() -> Set<String>? {
        guard let handle = fopen(file, "r") else { return nil }
        defer { fclose(handle) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, handle)
            if n <= 0 { break }
            text += buffer[0..<n]
        }
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init)
        return Set(lines.filter { !$0.hasPrefix("#") })
    }

    /// Records the failures: those of this run, and those recorded before
    /// among the scripts this run did not run (a `--filter`, `--lf` or `-x`
    /// run forgets nothing it did not see).
    public func write(failed: [String], ran: [String]) throws {
        let ranShown = Set(ran.map(ScriptSuite.displayName))
        let kept = (read() ?? []).filter { !ranShown.contains($0) }
        let all = Set(failed.map(ScriptSuite.displayName)).union(kept).sorted()
        var text = header + "\n" + all.map { $0 + "\n" }.joined()
        // Its directories first (0700: the cache is the user's own).
        var path = ""
        for part in file.split(separator: "/").dropLast() {
            path += "/" + part
            mkdir(path, 0o700)
        }
        let temporary = file + ".new"
        guard let handle = fopen(temporary, "w") else {
            throw LuaError(message: Words("cannot write the record of failures \(file): \(String(cString: strerror(errno)))",
                                          "无法写入失败记录 \(file)：\(String(cString: strerror(errno)))").text())
        }
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)
        rename(temporary, file)
    }
}
