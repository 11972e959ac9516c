<#import "template.ftl" as layout>
<@layout.registrationLayout displayMessage=!messagesPerField.existsError('firstName','lastName','email','username','password','password-confirm'); section>
    <#if section = "form">
        <form id="kc-register-form" class="${properties.kcFormClass!}" action="${url.registrationAction}" method="post">
            <div class="${properties.kcFormGroupClass!}">
                <input type="text" id="username" class="${properties.kcInputClass!}" name="username"
                       value="${(register.formData.username!'')}" autocomplete="username" />
            </div>

            <#if passwordRequired??>
                <div class="${properties.kcFormGroupClass!}">
                    <input type="password" id="password" class="${properties.kcInputClass!}" name="password"
                           autocomplete="new-password" passwordrules="${realm.passwordRules!''}"
                           aria-invalid="<#if messagesPerField.existsError('password','password-confirm')>true</#if>"
                    />
                </div>

                <div class="${properties.kcFormGroupClass!}">
                    <input type="password" id="password-confirm" class="${properties.kcInputClass!}"
                           name="password-confirm" autocomplete="new-password"
                           aria-invalid="<#if messagesPerField.existsError('password-confirm')>true</#if>"
                    />
                </div>
            </#if>

            <div id="kc-form-buttons" class="${properties.kcFormButtonsClass!}">
                <input class="${properties.kcButtonClass!}" type="submit" value="${msg("doRegister")}"/>
            </div>
        </form>
    </#if>
</@layout.registrationLayout>
