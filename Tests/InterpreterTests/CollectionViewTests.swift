import Interpreter
import SwiftCode
import SwiftSemantics
import Testing

/// `ArraySlice` and `ReversedCollection` as Swift has them: a slice keeps
/// the array's indices, checked as Swift checks them (an error, never a
/// trap), and prints as its elements; a reversed collection holds its base
/// and prints it; a lazy chain runs its closures as Swift's lazy types do.
@Suite struct CollectionViewTests {
    private func printed(_ body: String) -> String { printedByMain(body, importing: "Foundation") }

    @Test func aSliceKeepsItsArraysIndices() {
        #expect(printed("""
            let items = [10, 20, 30, 40, 50]
            let tail = items.dropFirst(2)
            print(tail.startIndex, tail.endIndex, tail[3], tail.firstIndex(of: 50)!, Array(tail.indices))
            var part = items[1...3]
            part[2] = 0
            part.removeFirst()
            print(part, part.startIndex, items, type(of: part))
            print(items.split(separator: 30), items[...] == [10, 20, 30, 40, 50], items.prefix(upTo: 2))
            """) == "2 5 40 4 [2, 3, 4]\n[0, 40] 2 [10, 20, 30, 40, 50] ArraySlice<Int>\n[ArraySlice([10, 20]), ArraySlice([40, 50])] true [10, 20]\n")
    }

    @Test func readingOutsideASliceIsAnErrorNotATrap() {
        // A lazy chain is walked by native recursion, one level a step: a very long one is refused.
        let longChain = "{ var chain = items.lazy.map { $0 }; for _ in 0..<500 { chain = chain.map { $0 + 1 } }; return Array(chain) }()"
        for access in ["items[1..<3][0]", "items[1..<3][3]", "items[2...][1..<4]", "items[1..<3][0...]", longChain] {
            let text = "import Foundation\nfunc main() {\nlet items = [1, 2, 3, 4]\nprint(\(access))\n}"
            let run = Interpreter(table: DeclarationTable(sources: [SwiftSource(text: text, file: "program.swift")])).run(entryPoint: "main")
            #expect(run.failure != nil, "\(access)")
        }
    }

    @Test func reversedIsAReversedCollectionOverItsBase() {
        #expect(printedByMain("""
            print(numbers.reversed(), String("abc".reversed()), asArray(), numbers.reversed().reversed(), type(of: (1...3).reversed()))
            for n in (1...3).reversed() { print(n, terminator: " ") }
            print(numbers.reversed().map { $0 * 2 })
            """, importing: "Foundation", declarations: """
            let numbers = [3, 1, 2]
            func asArray() -> [Int] { numbers.reversed() }
            """) == "ReversedCollection<Array<Int>>(_base: [3, 1, 2]) cba [2, 1, 3] [3, 1, 2] ReversedCollection<ClosedRange<Int>>\n3 2 1 [4, 2, 6]\n")
    }

    @Test func lazyClosuresRunWhenAndInTheOrderSwiftRunsThem() {
        #expect(printedByMain("""
            var log: [String] = []
            let evens = [1, 2, 3, 4].lazy.filter { n -> Bool in log.append("f\\(n)"); return n % 2 == 0 }.map { n -> Int in log.append("m\\(n)"); return n * 10 }
            print(log.isEmpty, evens.first as Any, log)
            log = []
            for n in evens { print(n); break }
            print(log, evens.count, Array(evens.prefix(1)), [5, 6].lazy.map { $0 + 1 }.sorted(by: >))
            """, importing: "Foundation") == "true Optional(20) [\"f1\", \"f2\", \"m2\"]\n20\n[\"f1\", \"f2\", \"m2\"] 2 [20] [7, 6]\n")
    }
}
