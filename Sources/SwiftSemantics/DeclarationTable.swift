import DesignModel
import Diagnostics
import SwiftCode
import SwiftSyntax

/// Every declaration of a guide's Swift blocks, resolved once into a table
/// the interpreter looks names up in, so evaluation never re-walks syntax.
/// Immutable once built, so guides built in parallel can share nothing else.
///
/// Extensions are merged into the type they extend: `extension Color` adds
/// members to the SwiftUI type `Color`, `extension SleepStageChart` to the
/// guide's own struct.
public final class DeclarationTable: Sendable {
    /// Types by qualified name ("SleepStageChart.Stage", "Color").
    public let types: [String: TypeDeclaration]
    /// Type names in the order they were first declared.
    public let typeOrder: [String]
    /// File-scope functions and variables.
    public let globals: MemberSet
    /// The guide's protocols by qualified name: what they inherit and
    /// require (their extensions' members are in `types`, as for any type extended).
    public let protocols: [String: ProtocolDeclaration]
    /// Every function name the guide declares, in a type or at file scope:
    /// an operator nobody declares needs no search for the guide's overload.
    public let declaredFunctionNames: Set<String>
    /// The parsed blocks, in guide order.
    public let sources: [SwiftSource]
    /// Every call in the guide by the name it calls (`ActivityRings(...)`,
    /// `.whoop(16)`), in source order: found in one walk, looked up often.
    private let callIndex: [String: [CallSite]]
    /// Asset-catalog colours among the guide's inputs (`Color("BrandRed")`).
    public let assetColors: AssetColors
    /// Types declared more than once, as swiftc rejects them ("invalid
    /// redeclaration"): the last declaration is the type, with every extension.
    public let redeclarations: [Redeclaration]

    public init(sources written: [SwiftSource], assetColors: AssetColors = AssetColors()) {
        // A guide's own operators fold with their declared precedence in every block.
        let sources = SwiftSource.foldingGuideOperators(written)
        self.assetColors = assetColors
        var builder = Builder()
        var callIndex: [String: [CallSite]] = [:]
        // SwiftUI's own value types first, so the guide's extensions of them add to them.
        for item in SwiftUIPrelude.source.syntax.statements {
            guard case .decl(let decl) = item.item else { continue }
            builder.add(decl, source: SwiftUIPrelude.source, parent: nil)
        }
        for source in sources {
            for item in source.syntax.statements {
                guard case .decl(let decl) = item.item else { continue }
                builder.add(decl, source: source, parent: nil)
            }
            for call in CallCollector.calls(in: source.syntax) {
                callIndex[call.name, default: []].append(CallSite(syntax: call.syntax, source: source))
            }
        }
        self.sources = sources
        var types = builder.types.mapValues(TypeDeclaration.init)
        // `typealias Track = HorizontalTrack`: the alias names the same declaration.
        for (alias, target) in Self.typeAliases(globals: builder.globals, types: types) where types[alias] == nil {
            if let declaration = types[target] { types[alias] = declaration }
        }
        self.types = types
        self.typeOrder = builder.typeOrder
        self.globals = builder.globals
        self.protocols = builder.protocols
        self.redeclarations = builder.redeclarations
        self.callIndex = callIndex
        var functionNames = Set(builder.globals.functions.map(\.name))
        for type in types.values { functionNames.formUnion(type.members.functions.map(\.name)) }
        self.declaredFunctionNames = functionNames
    }

    /// Aliases of the guide's types, by qualified alias name -> qualified
    /// target name: a nested alias resolves from its type outwards, as
    /// Swift resolves names; chains of aliases are followed a few steps.
    private static func typeAliases(globals: MemberSet, types: [String: TypeDeclaration]) -> [String: String] {
        var aliases: [(name: String, scope: String?, target: String)] = globals.typeAliases.map { ($0.key, nil, Self.baseName($0.value)) }
        for (qualified, type) in types {
            aliases += type.members.typeAliases.map { ("\(qualified).\($0.key)", qualified, Self.baseName($0.value)) }
        }
        var known = Set(types.keys)
        var resolved: [String: String] = [:]
        for _ in 0..<4 {
            for alias in aliases where resolved[alias.name] == nil {
                var scope = alias.scope
                while true {
                    let candidate = scope.map { "\($0).\(alias.target)" } ?? alias.target
                    if known.contains(candidate) {
                        resolved[alias.name] = resolved[candidate] ?? candidate
                        known.insert(alias.name)
                        break
                    }
                    guard let current = scope else { break }
                    scope = enclosingScope(of: current)
                }
            }
        }
        return resolved
    }

    /// "Outer.Inner" -> "Outer"; nil for a top-level name. Scopes are walked
    /// outwards on every name lookup, so this finds the dot by its byte
    /// (`contains(".")` would be Foundation's `range(of:)`, which showed in profiles).
    public static func enclosingScope(of qualifiedName: String) -> String? {
        qualifiedName.lastIndex(of: ".").map { String(qualifiedName[..<$0]) }
    }

    /// `Track<Value>` -> "Track": the declaration a generic type's name refers to.
    private static func baseName(_ type: TypeSyntax) -> String {
        let text = type.trimmedText
        return text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
    }

    /// The type a `typealias` visible from `scope` names (`(color: Color, name: String)`,
    /// `() -> Void`): nested aliases from the innermost type outwards, then file scope.
    public func aliasedType(_ name: String, from scope: String?) -> TypeSyntax? {
        var current = scope
        while let qualified = current {
            if let target = types[qualified]?.members.typeAliases[name] { return target }
            current = types[qualified]?.parent ?? Self.enclosingScope(of: qualified)
        }
        return globals.typeAliases[name]
    }

    /// Calls to `name` anywhere in the guide.
    public func calls(named name: String) -> [CallSite] {
        callIndex[name] ?? []
    }

    public func type(named name: String) -> TypeDeclaration? {
        types[name]
    }

    /// The guide's own types (not extensions of SwiftUI types), in source order.
    public var declaredTypes: [TypeDeclaration] {
        typeOrder.compactMap { types[$0] }.filter { $0.kind != .extensionOfExternal && $0.location.file != SwiftUIPrelude.file }
    }

    // MARK: - Building

    /// The table while it is read from the syntax.
    private struct Builder {
        var types: [String: TypeDeclaration.Parts] = [:]
        var typeOrder: [String] = []
        var globals = MemberSet()
        var protocols: [String: ProtocolDeclaration] = [:]
        var redeclarations: [Redeclaration] = []
        /// Each type's extensions so far, to apply again to a type declared again.
        var extensions: [String: [(decl: DeclSyntax, source: SwiftSource)]] = [:]
        /// Extensions applied again, in all: a guide alternating thousands of
        /// redeclarations and extensions must not cost their product.
        var reapplicationBudget = 4_096

        mutating func add(_ decl: DeclSyntax, source: SwiftSource, parent: String?) {
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                // `#if os(iOS) ... #else ... #endif`: the branch an iOS build compiles.
                for active in CompilationConditions.activeDeclarations(of: ifConfig) { add(active, source: source, parent: parent) }
                return
            }
            if let node = decl.as(StructDeclSyntax.self) {
                addType(node.name.text, kind: .struct, members: node.memberBlock, inherited: node.inheritanceClause,
                        generics: node.genericParameterClause, decl: decl, source: source, parent: parent)
            } else if let node = decl.as(EnumDeclSyntax.self) {
                addType(node.name.text, kind: .enum, members: node.memberBlock, inherited: node.inheritanceClause,
                        generics: node.genericParameterClause, decl: decl, source: source, parent: parent)
            } else if let node = decl.as(ClassDeclSyntax.self) {
                addType(node.name.text, kind: .class, members: node.memberBlock, inherited: node.inheritanceClause,
                        generics: node.genericParameterClause, decl: decl, source: source, parent: parent)
            } else if let node = decl.as(ProtocolDeclSyntax.self) {
                let qualified = parent.map { "\($0).\(node.name.text)" } ?? node.name.text
                var requirements = MemberSet()
                for member in node.memberBlock.members { requirements.add(member.decl, source: source, group: nil) }
                protocols[qualified] = ProtocolDeclaration(
                    qualifiedName: qualified, inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                    requirements: requirements, location: source.location(of: decl)
                )
            } else if let node = decl.as(ExtensionDeclSyntax.self) {
                let qualified = resolveExtendedName(node.extendedType.trimmedText)
                addType(qualified, kind: types[qualified] == nil ? .extensionOfExternal : nil, members: node.memberBlock,
                        inherited: node.inheritanceClause, generics: nil, decl: decl, source: source, parent: nil, isExtension: true)
            } else if let parent {
                types[parent]?.members.add(decl, source: source, group: nil)
            } else {
                globals.add(decl, source: source, group: nil)
            }
        }

        /// `extension Stage` inside no type still means the nested type if that
        /// is the only type of that name.
        private func resolveExtendedName(_ name: String) -> String {
            if types[name] != nil { return name }
            let matches = typeOrder.filter { $0.hasSuffix("." + name) }
            return matches.count == 1 ? matches[0] : name
        }

        private mutating func addType(
            _ name: String, kind: TypeDeclaration.Kind?, members: MemberBlockSyntax,
            inherited: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?,
            decl: DeclSyntax, source: SwiftSource, parent: String?, isExtension: Bool = false, reapplying: Bool = false
        ) {
            let qualified = parent.map { "\($0).\(name)" } ?? name
            if isExtension, !reapplying { extensions[qualified, default: []].append((decl, source)) }
            if !isExtension, let earlier = types[qualified], earlier.declaration != nil {
                // Declared again: not one type with both bodies' members (a guide repeated
                // 160 times had a model of 160 copies of its fields), but the last body and
                // the extensions. A guide's own type of a SwiftUI name shadows it, as in Swift.
                if earlier.location.file != SwiftUIPrelude.file {
                    redeclarations.append(Redeclaration(name: qualified, location: source.location(of: decl), earlier: earlier.location))
                }
                types[qualified] = TypeDeclaration.Parts(qualifiedName: qualified, kind: kind ?? earlier.kind, location: source.location(of: decl),
                                                         parent: parent, nestedTypes: earlier.nestedTypes)
                for (extensionDecl, extensionSource) in extensions[qualified] ?? [] {
                    guard reapplicationBudget > 0, let node = extensionDecl.as(ExtensionDeclSyntax.self) else { break }
                    reapplicationBudget -= 1
                    addType(qualified, kind: nil, members: node.memberBlock, inherited: node.inheritanceClause, generics: nil,
                            decl: extensionDecl, source: extensionSource, parent: nil, isExtension: true, reapplying: true)
                }
            }
            if var existing = types[qualified] {
                if let kind, existing.kind == .extensionOfExternal, !isExtension { existing.kind = kind }
                types[qualified] = existing
            } else {
                types[qualified] = TypeDeclaration.Parts(qualifiedName: qualified, kind: kind ?? .extensionOfExternal,
                                                         location: source.location(of: decl), parent: parent)
                typeOrder.append(qualified)
                if let parent, types[parent]?.nestedTypes.contains(qualified) == false { types[parent]?.nestedTypes.append(qualified) }
            }
            if !isExtension {
                types[qualified]?.declaration = decl
                types[qualified]?.source = source
                types[qualified]?.location = source.location(of: decl)
            }
            // A type declared again (a guide repeating itself) or extended twice with one
            // conformance inherits it once.
            for inheritedType in inherited?.inheritedTypes ?? [] where types[qualified]?.inheritedTypes.contains(inheritedType.type.trimmedText) == false {
                types[qualified]?.inheritedTypes.append(inheritedType.type.trimmedText)
                // `extension Pair: Describable where T: Describable`: a conformance only some instances have.
                if isExtension, let conditions = decl.as(ExtensionDeclSyntax.self)?.genericWhereClause {
                    types[qualified]?.conformanceConditions[inheritedType.type.trimmedText] = GenericConstraints.of(nil, conditions)
                }
            }
            for parameter in generics?.parameters ?? [] {
                types[qualified]?.genericParameters.append(parameter.name.text)
            }
            let whereClause = decl.as(StructDeclSyntax.self)?.genericWhereClause ?? decl.as(ClassDeclSyntax.self)?.genericWhereClause
                ?? decl.as(EnumDeclSyntax.self)?.genericWhereClause
            for (name, constraints) in GenericConstraints.of(generics, whereClause) {
                types[qualified]?.genericConstraints[name, default: []] += constraints
            }

            // A `// MARK:` just above the type or extension names its first members' group.
            var group: String? = Comments.markTitle(in: decl.leadingTrivia)
            for member in members.members {
                if let mark = Comments.markTitle(in: member.leadingTrivia) {
                    group = mark
                }
                for memberDecl in CompilationConditions.activeDeclarations(in: member.decl) {
                    if memberDecl.is(StructDeclSyntax.self) || memberDecl.is(EnumDeclSyntax.self) || memberDecl.is(ClassDeclSyntax.self) {
                        add(memberDecl, source: source, parent: qualified)
                    } else {
                        types[qualified]?.members.add(memberDecl, source: source, group: group)
                    }
                }
            }
        }
    }
}

/// A type declared a second time, where its first declaration was.
public struct Redeclaration: Sendable, Hashable {
    public var name: String
    public var location: FileLocation
    public var earlier: FileLocation
}

/// A protocol the guide declares: what conforming to it brings.
public struct ProtocolDeclaration: Sendable {
    public var qualifiedName: String
    /// The protocols it inherits (`protocol Theme: CustomStringConvertible`), and `AnyObject`.
    public var inheritedTypes: [String]
    /// Its requirements, as declarations without bodies.
    public var requirements: MemberSet
    public var location: FileLocation
}

/// A struct, enum or class of the guide, or a SwiftUI type it extends.
public final class TypeDeclaration: Sendable {
    public enum Kind: Sendable { case `struct`, `enum`, `class`, extensionOfExternal }

    public let qualifiedName: String
    public let kind: Kind
    public let location: FileLocation
    public let parent: String?
    public let inheritedTypes: [String]
    public let genericParameters: [String]
    /// What each generic parameter must conform to (`Content: View`, `where Data: Collection`).
    public let genericConstraints: [String: [String]]
    /// Conformances declared by a constrained extension, with what their generic
    /// parameters must conform to for an instance to have them
    /// (`extension Pair: Describable where T: Describable`).
    public let conformanceConditions: [String: [String: [String]]]
    public let nestedTypes: [String]
    public let members: MemberSet
    public let declaration: DeclSyntax?
    public let source: SwiftSource?

    /// A type as the table collects it, declaration and extensions merged.
    fileprivate struct Parts {
        var qualifiedName: String
        var kind: Kind
        var location: FileLocation
        var parent: String?
        var inheritedTypes: [String] = []
        var genericParameters: [String] = []
        var genericConstraints: [String: [String]] = [:]
        var conformanceConditions: [String: [String: [String]]] = [:]
        var nestedTypes: [String] = []
        var members = MemberSet()
        var declaration: DeclSyntax?
        var source: SwiftSource?
    }

    fileprivate init(_ parts: Parts) {
        qualifiedName = parts.qualifiedName
        kind = parts.kind
        location = parts.location
        parent = parts.parent
        inheritedTypes = parts.inheritedTypes
        genericParameters = parts.genericParameters
        genericConstraints = parts.genericConstraints
        conformanceConditions = parts.conformanceConditions
        nestedTypes = parts.nestedTypes
        members = parts.members
        declaration = parts.declaration
        source = parts.source
    }

    public var name: String {
        qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }

    /// Declared `@resultBuilder`: closures given to parameters marked with it build their values through it.
    public var isResultBuilder: Bool {
        let attributes = declaration?.as(StructDeclSyntax.self)?.attributes ?? declaration?.as(EnumDeclSyntax.self)?.attributes
            ?? declaration?.as(ClassDeclSyntax.self)?.attributes
        return attributes.map { Attributes($0).contains("resultBuilder") } ?? false
    }

    /// Declared `@propertyWrapper`: `@Name var x` stores one in `_x`.
    public var isPropertyWrapper: Bool {
        let attributes = declaration?.as(StructDeclSyntax.self)?.attributes ?? declaration?.as(EnumDeclSyntax.self)?.attributes
            ?? declaration?.as(ClassDeclSyntax.self)?.attributes
        return attributes.map { Attributes($0).contains("propertyWrapper") } ?? false
    }

    public func conforms(to protocolName: String) -> Bool {
        inheritedTypes.contains { $0 == protocolName || $0.hasSuffix("." + protocolName) }
    }
}

/// The members of a type (or of the file scope), by kind and name, in source order.
public struct MemberSet: Sendable {
    public init() {}

    public private(set) var properties: [PropertyDeclaration] = []
    public private(set) var functions: [FunctionDeclaration] = []
    public private(set) var initializers: [InitializerDeclaration] = []
    public private(set) var cases: [EnumCaseDeclaration] = []
    public private(set) var subscripts: [SubscriptDeclaration] = []
    /// `typealias Name = Target`, by name.
    public private(set) var typeAliases: [String: TypeSyntax] = [:]
    private var propertyIndex: [String: Int] = [:]
    private var staticPropertyIndex: [String: Int] = [:]
    private var functionIndex: [String: [Int]] = [:]

    public func property(_ name: String, isStatic: Bool) -> PropertyDeclaration? {
        (isStatic ? staticPropertyIndex[name] : propertyIndex[name]).map { properties[$0] }
    }

    public func functions(named name: String) -> [FunctionDeclaration] {
        (functionIndex[name] ?? []).map { functions[$0] }
    }

    public func enumCase(_ name: String) -> EnumCaseDeclaration? {
        cases.first { $0.name == name }
    }

    /// The stored properties an instance of the type holds. An `override var`
    /// (observers added to an inherited property) adds no storage.
    public var storedInstanceProperties: [PropertyDeclaration] {
        properties.filter { !$0.isStatic && !$0.isComputed && !$0.isOverride }
    }

    public mutating func add(_ decl: DeclSyntax, source: SwiftSource, group: String?) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let attributes = Attributes(variable.attributes)
            for (index, binding) in variable.bindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText else { continue }
                // `let a, b: String` shares the last binding's type; `let a = 1, b: Int8 = 2` does not.
                let typeAnnotation = binding.typeAnnotation?.type
                    ?? (binding.initializer == nil ? variable.bindings.dropFirst(index + 1).lazy.compactMap(\.typeAnnotation).first?.type : nil)
                let property = PropertyDeclaration(
                    name: name, isStatic: isStatic, isLet: isLet, type: typeAnnotation,
                    initializer: binding.initializer?.value, accessors: binding.accessorBlock,
                    attributes: attributes, comment: Comments.trailing(of: variable.bindings.count == 1 ? Syntax(variable) : Syntax(binding)),
                    group: group, declaration: variable, source: source
                )
                if isStatic { staticPropertyIndex[name] = properties.count } else { propertyIndex[name] = properties.count }
                properties.append(property)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            let declaration = FunctionDeclaration(
                name: function.name.unescapedText, isStatic: isStatic,
                parameters: function.signature.parameterClause.parameters.map(ParameterDeclaration.init),
                returnType: function.signature.returnClause?.type, body: function.body,
                attributes: Attributes(function.attributes), group: group, declaration: function, source: source
            )
            functionIndex[declaration.name, default: []].append(functions.count)
            functions.append(declaration)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            initializers.append(InitializerDeclaration(
                parameters: initializer.signature.parameterClause.parameters.map(ParameterDeclaration.init),
                body: initializer.body, declaration: initializer, source: source
            ))
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
            for element in caseDecl.elements {
                cases.append(EnumCaseDeclaration(
                    name: element.name.unescapedText,
                    parameters: element.parameterClause?.parameters.map { parameter in
                        (parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }, parameter.type, parameter.defaultValue?.value)
                    } ?? [],
                    rawValue: element.rawValue?.value, source: source
                ))
            }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            typeAliases[alias.name.text] = alias.initializer.value
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            subscripts.append(SubscriptDeclaration(
                isStatic: subscriptDecl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
                parameters: subscriptDecl.parameterClause.parameters.map { SubscriptDeclaration.parameter($0) },
                returnType: subscriptDecl.returnClause.type, accessors: subscriptDecl.accessorBlock, declaration: subscriptDecl, source: source
            ))
        }
    }
}

/// Attribute names on a declaration (`@State`, `@ViewBuilder`), without `@`.
public struct Attributes: Sendable, Hashable {
    public var names: Set<String>
    /// `@Environment(\.colorScheme)` -> "colorScheme".
    public var environmentKey: String?
    /// `@Environment(Model.self)` -> "Model": an observable model an
    /// ancestor's `.environment(model)` provides.
    public var environmentObjectType: String?

    public init(_ list: AttributeListSyntax) {
        var names: Set<String> = []
        var environmentKey: String?
        var environmentObjectType: String?
        for element in list {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedText
            names.insert(name)
            if name == "Environment", case .argumentList(let arguments)? = attribute.arguments,
               let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self) {
                environmentKey = keyPath.components.last?.component.trimmedText
            }
            if name == "Environment", case .argumentList(let arguments)? = attribute.arguments,
               let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
               let base = member.base {
                environmentObjectType = base.trimmedDescription
            }
        }
        self.names = names
        self.environmentKey = environmentKey
        self.environmentObjectType = environmentObjectType
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }
}

public struct PropertyDeclaration: Sendable {
    public var name: String
    public var isStatic: Bool
    public var isLet: Bool
    public var type: TypeSyntax?
    public var initializer: ExprSyntax?
    public var accessors: AccessorBlockSyntax?
    public var attributes: Attributes
    /// The comment after the declaration on its last line, without `//`.
    public var comment: String?
    /// The `// MARK: -` section the declaration is in.
    public var group: String?
    public var declaration: VariableDeclSyntax
    public var source: SwiftSource

    /// A property with a getter (`var x: T { ... }`), not storage.
    public var isComputed: Bool {
        guard let accessors else { return false }
        switch accessors.accessors {
        case .getter:
            return true
        case .accessors(let list):
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        @unknown default:
            return false
        }
    }

    public var typeName: String? { type?.trimmedText }
    public var location: FileLocation { source.location(of: declaration) }

    /// `override var`: a subclass's observers or accessors for an inherited property.
    public var isOverride: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// `lazy var`: initialised when first read, then stored.
    public var isLazy: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    }

    /// The accessor of this kind (`get`, `set`, `willSet`, `didSet`), if written.
    public func accessor(_ kind: Keyword) -> AccessorDeclSyntax? {
        guard case .accessors(let list)? = accessors?.accessors else { return nil }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }
    }

    /// Whether assigning it runs `willSet`/`didSet`.
    public var hasObservers: Bool {
        accessor(.willSet) != nil || accessor(.didSet) != nil
    }
}

/// A `subscript` of a type: what `value[...]` reads and writes.
public struct SubscriptDeclaration: Sendable {
    public var isStatic: Bool
    public var parameters: [ParameterDeclaration]
    public var returnType: TypeSyntax
    public var accessors: AccessorBlockSyntax?
    public var declaration: SubscriptDeclSyntax
    public var source: SwiftSource

    /// A subscript's parameters have no argument label unless one is written
    /// (`subscript(row: Int)` is called `m[1]`; `subscript(row r: Int)`, `m[row: 1]`).
    public static func parameter(_ syntax: FunctionParameterSyntax) -> ParameterDeclaration {
        var parameter = ParameterDeclaration(syntax)
        if syntax.secondName == nil { parameter.label = nil }
        return parameter
    }

    public var location: FileLocation { source.location(of: declaration) }

    /// The getter's statements: a `get` accessor, or the block itself.
    public var getter: CodeBlockItemListSyntax? {
        switch accessors?.accessors {
        case .getter(let body)?: body
        case .accessors(let list)?: list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        default: nil
        }
    }

    public var setter: AccessorDeclSyntax? {
        guard case .accessors(let list)? = accessors?.accessors else { return nil }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
}

public struct ParameterDeclaration: Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    /// The name inside the function body.
    public var name: String
    public var type: TypeSyntax
    public var defaultValue: ExprSyntax?
    /// `@ViewBuilder content: ...`.
    public var attributes: Attributes
    /// `_ components: Component...`: the call's arguments there arrive as an array.
    public var isVariadic: Bool

    public init(_ parameter: FunctionParameterSyntax) {
        let first = parameter.firstName.text
        label = first == "_" ? nil : first
        name = parameter.secondName?.text ?? first
        type = parameter.type
        defaultValue = parameter.defaultValue?.value
        attributes = Attributes(parameter.attributes)
        isVariadic = parameter.ellipsis != nil
    }

    /// `_ value: inout Int`: the caller's variable, written back when the call returns.
    public var isInout: Bool {
        type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedText == "inout" } == true
    }

    /// `@ViewBuilder content: @escaping (GeometryProxy) -> Content`: a
    /// closure literal passed to it is built by SwiftUI's view builder
    /// (the attribute may sit on the parameter or on its type).
    public var isViewBuilder: Bool {
        attributes.contains("ViewBuilder") || type.as(AttributedTypeSyntax.self).map { Attributes($0.attributes).contains("ViewBuilder") } == true
    }

    /// `_ condition: @autoclosure () -> Bool`: the caller's expression, called when read.
    public var isAutoclosure: Bool {
        type.as(AttributedTypeSyntax.self)?.attributes.contains { $0.trimmedText == "@autoclosure" } == true
    }
}

public struct FunctionDeclaration: Sendable {
    public var name: String
    public var isStatic: Bool
    public var parameters: [ParameterDeclaration]
    public var returnType: TypeSyntax?
    public var body: CodeBlockSyntax?
    public var attributes: Attributes
    public var group: String?
    public var declaration: FunctionDeclSyntax
    public var source: SwiftSource

    public var location: FileLocation { source.location(of: declaration) }
    /// `private`/`fileprivate`: callable only from inside its own type.
    public var isPrivate: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }
    /// "(_ size: CGFloat, weight: Font.Weight = .regular)".
    public var parameterList: String { declaration.signature.parameterClause.trimmedText }
    /// `prefix func` / `postfix func`: which unary operator it declares (nil for a binary one or a method).
    public var unaryFixity: String? {
        for modifier in declaration.modifiers {
            if modifier.name.tokenKind == .keyword(.prefix) { return "prefix" }
            if modifier.name.tokenKind == .keyword(.postfix) { return "postfix" }
        }
        return nil
    }

    /// `mutating func`: changes `self`, which the caller's variable then holds.
    public var isMutating: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }
}

public struct InitializerDeclaration: Sendable {
    public var parameters: [ParameterDeclaration]
    public var body: CodeBlockSyntax?
    public var declaration: InitializerDeclSyntax
    public var source: SwiftSource

    /// `init<V>(value: Binding<V>) where V: BinaryFloatingPoint`: what its own generic parameters conform to.
    public var genericConstraints: [String: [String]] {
        GenericConstraints.of(declaration.genericParameterClause, declaration.genericWhereClause)
    }

    /// `init?`: may give nil.
    public var isFailable: Bool { declaration.optionalMark != nil }
    /// `convenience init`: delegates to another initializer of its class.
    public var isConvenience: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// Declared in an extension, which keeps the memberwise initializer
    /// (one in the type's body replaces it).
    public var isInExtension: Bool {
        var node = declaration.parent
        while let current = node {
            if current.is(ExtensionDeclSyntax.self) { return true }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}

public struct EnumCaseDeclaration: Sendable {
    public var name: String
    public var parameters: [(label: String?, type: TypeSyntax, defaultValue: ExprSyntax?)]
    public var rawValue: ExprSyntax?
    public var source: SwiftSource
}

/// Reading comments out of trivia.
public enum Comments {
    /// "Canvas & Surfaces" from `// MARK: - Canvas & Surfaces`.
    public static func markTitle(in trivia: Trivia) -> String? {
        var title: String?
        for piece in trivia {
            guard case .lineComment(let text) = piece else { continue }
            var body = text.dropFirst(2).drop { $0 == " " }
            guard body.hasPrefix("MARK:") else { continue }
            body = body.dropFirst("MARK:".count).drop { $0 == " " }
            if body.hasPrefix("-") { body = body.dropFirst().drop { $0 == " " } }
            let trimmed = String(body).trimmingCharacters(in: " \t")
            if !trimmed.isEmpty { title = trimmed }
        }
        return title
    }

    /// The text of a `// comment` at the end of a declaration's last line.
    public static func trailing(of node: Syntax) -> String? {
        guard let last = node.lastToken(viewMode: .sourceAccurate) else { return nil }
        for piece in last.trailingTrivia {
            if case .lineComment(let text) = piece {
                return String(text.dropFirst(2)).trimmingCharacters(in: " \t")
            }
        }
        return nil
    }
}

extension String {
    public func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}

/// A call written in the guide, and the block it is in.
public struct CallSite: Sendable {
    public var syntax: FunctionCallExprSyntax
    public var source: SwiftSource
}

/// Collects the calls of a syntax tree with the name each one calls.
private final class CallCollector: SyntaxVisitor {
    private var found: [(name: String, syntax: FunctionCallExprSyntax)] = []

    static func calls(in tree: some SyntaxProtocol) -> [(name: String, syntax: FunctionCallExprSyntax)] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            found.append((member.declName.baseName.text, node))
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            found.append((reference.baseName.text, node))
        }
        return .visitChildren
    }
}

extension TokenSyntax {
    /// The identifier without backticks: `` `default` `` declares `default`.
    public var unescapedText: String {
        let text = self.text
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count > 2 else { return text }
        return String(text.dropFirst().dropLast())
    }
}

/// Generic parameters' conformances, from `<T: P>` and `where T: P, T.Element: Q`.
public enum GenericConstraints {
    public static func of(_ parameters: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for parameter in parameters?.parameters ?? [] {
            found[parameter.name.text, default: []] += parameter.inheritedType.map { composition($0) } ?? []
        }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
            found[conformance.leftType.trimmedText, default: []] += composition(conformance.rightType)
        }
        return found
    }

    /// `View & Equatable` -> ["View", "Equatable"].
    private static func composition(_ type: TypeSyntax) -> [String] {
        type.trimmedText.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
