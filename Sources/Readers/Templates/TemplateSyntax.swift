import FieldModel

/// The template languages whose syntax formlint masks before the HTML underneath is parsed.
public enum TemplateSyntax: String, Sendable, CaseIterable {
  /// A plain `.html` page (Hugo, Jekyll, Eleventy keep `{{ }}` there): only well-formed `{{ … }}`,
  /// `{% … %}` and `{# … #}` with no markup inside are masked; an unterminated one is left alone.
  case htmlCurly
  /// Jinja, Django, Nunjucks, Twig, Liquid: `{{ }}`, `{% %}`, `{# #}`.
  case curly
  /// Laravel Blade: `{{ }}`, `{!! !!}`, `{{-- --}}`, `@directive(…)`, plus PHP blocks.
  case blade
  /// PHP: `<?php ?>`, `<?= ?>`.
  case php
  /// ERB and EJS: `<% %>`, `<%= %>`, `<%- %>`, `<%# %>`.
  case erb
  /// Handlebars and Mustache: `{{ }}`, `{{{ }}}`, `{{#if}}`, `{{!-- --}}`.
  case handlebars
  /// Go's `text/template` and `html/template`: `{{ }}`, `{{/* */}}`.
  case go
  /// FreeMarker: `<#if>`, `</#if>`, `<#-- -->`, `${…}`, `<@macro/>`.
  case freemarker
  /// JSP: `<%@ %>`, `<%-- --%>`, `<% %>`, `${…}`; JSTL tags stay markup.
  case jsp
  /// Razor: `@{ }`, `@( )`, `@Model.X`, `@if (…) { }`, `@* *@`.
  case razor
  /// Vue single-file components: the top-level `<template>` block; `{{ }}`, `:prop`, `v-bind:`, `@event`.
  case vue
  /// Svelte: `{expr}`, `{#if}`, `{:else}`, `{/if}`, `prop={expr}`.
  case svelte
  /// Angular templates: `{{ }}`, `[prop]`, `(event)`, `*ngIf`, `@if (…) { } @else { }`.
  case angular
  /// Lit's `html\`…\`` templates, as the JSX reader carves them out of their JavaScript: `${…}`,
  /// `.prop=${…}`, `?attr=${…}`, `@event=${…}`.
  case lit

  /// The model's kind for a document in this syntax.
  public var kind: SourceKind {
    switch self {
    case .htmlCurly: .html
    case .vue, .svelte, .angular, .lit: .component
    default: .template
    }
  }

  /// Components render their templates in the browser: `<script>` and `<style>` hold no markup and no
  /// template syntax, and HTML comments are comments.
  var isComponent: Bool { kind == .component }

  /// Framework attribute syntax (`:x`, `v-bind:x`, `[x]`, `@click`, Alpine's `x-bind:x`) is read
  /// everywhere but on plain HTML pages, whose output must not change.
  var readsBindings: Bool { self != .htmlCurly }

  /// Static site generators' templates (Jekyll, Eleventy, Hugo) open with front matter.
  var takesFrontMatter: Bool { self == .htmlCurly || self == .curly || self == .handlebars || self == .erb }
}
