<#import "template.ftl" as layout>
<#import "field.ftl" as field>
<#import "password-commons.ftl" as passwordCommons>
<@layout.registrationLayout displayMessage=!messagesPerField.existsError('password','password-confirm'); section>
<!-- template: login-update-password.ftl -->
    <#if section = "header">
        ${msg("updatePasswordTitle")}
    <#elseif section = "form">
        <form id="kc-passwd-update-form" class="${properties.kcFormClass!}" action="${url.loginAction}" method="post" novalidate="novalidate">
            <input type="hidden" id="username" name="username" autocomplete="username" value="${username}" />
            <#-- This theme turned autocomplete off on the new password: password managers then neither save nor generate one. -->
            <@field.password name="password-new" label=msg("passwordNew") autofocus=true autocomplete="off" />
            <@field.password name="password-confirm" label=msg("passwordConfirm") autocomplete="new-password" />

            <div class="${properties.kcFormGroupClass!}">
                <@passwordCommons.logoutOtherSessions/>
            </div>
        </form>
    </#if>
</@layout.registrationLayout>
